import { useEffect } from 'react';
import { useOutletContext } from 'react-router';

/** What the booking layout hands its pages: they tell it which step the breadcrumb marks. */
export interface BookingLayoutContext {
  setBreadcrumbStep(step: number): void;
}

/** The booking pages keep the wizard; the layout above them draws the breadcrumb from what they report. */
export function useBreadcrumbStep(step: number): void {
  const { setBreadcrumbStep } = useOutletContext<BookingLayoutContext>();
  useEffect(() => setBreadcrumbStep(step), [setBreadcrumbStep, step]);
}
