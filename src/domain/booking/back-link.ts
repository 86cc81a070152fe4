import { isBooknowUser } from '../reseller/reseller-mode.ts';
import type { BookingWizardState } from './wizard-state.ts';

export type BackLinkTarget = { kind: 'step'; step: number } | { kind: 'url'; url: string };

/**
 * Spec §2 "Breadcrumb and back": the previous step; from the first step, back to the partner's booknow
 * page when a booknow user exists, else home. Leaving the wizard asks for confirmation in the web layer.
 */
export function backLinkTarget(
  state: Pick<BookingWizardState, 'currentStep' | 'booknowUserId' | 'booknowIsReseller'>,
): BackLinkTarget {
  if (state.currentStep > 0) return { kind: 'step', step: state.currentStep - 1 };
  if (!isBooknowUser(state.booknowUserId)) return { kind: 'url', url: '/' };
  const query = new URLSearchParams({
    userId: String(state.booknowUserId),
    reseller: String(state.booknowIsReseller),
  });
  return { kind: 'url', url: `/booknow?${query.toString()}` };
}
