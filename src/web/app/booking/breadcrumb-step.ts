import { useEffect } from 'react';
import { useOutletContext } from 'react-router';

/** Where the booking stands, as the breadcrumb draws it: the step, and which steps may be opened. */
export interface BreadcrumbState {
  step: number;
  /** Steps the traveller may jump to (valid, and not beyond the furthest reached, spec §2). */
  open: boolean[];
  jump?: (step: number) => void;
}

/** What the booking layout hands its pages: they tell it what the breadcrumb shows. */
export interface BookingLayoutContext {
  setBreadcrumb(state: BreadcrumbState): void;
}

/** The booking pages keep the wizard; the layout above them draws the breadcrumb from what they report. */
export function useBreadcrumb(state: BreadcrumbState): void {
  const { setBreadcrumb } = useOutletContext<BookingLayoutContext>();
  const key = `${state.step}:${state.open.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the step or the open steps change
  useEffect(() => setBreadcrumb(state), [setBreadcrumb, key]);
}
