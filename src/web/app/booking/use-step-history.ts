import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BOOKING_STEPS } from '#domain/booking/wizard-state.ts';
import { jumpTo } from '#domain/booking/wizard-steps.ts';
import { bookingStepFromParams, withBookingStep } from '#domain/search/results-url.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

/**
 * Each booking step is an entry of the browser's history (issue #30), so Back and Forward move between
 * steps as they do between pages: the address carries the step (`step=2`, `step=3`, see `withBookingStep`).
 * When the address moves (Back, Forward, a link) the wizard follows it, as far as the wizard allows, and
 * the address is corrected where it does not; when the wizard moves (Continue, Back, the breadcrumb) a new
 * entry is pushed. The booking kept in the tab wins over the address it is opened at (a reload, "Try again").
 */
export function useStepHistory(wizard: BookingWizard) {
  const { state, restored, attempt } = wizard;
  const location = useLocation();
  const navigate = useNavigate();
  const seenAddress = useRef<string | null>(null);
  const step = state.currentStep;

  useEffect(() => {
    if (!restored) return;
    const params = new URLSearchParams(location.search);
    const addressStep = bookingStepFromParams(params, BOOKING_STEPS.length);
    const firstLook = seenAddress.current === null;
    const addressMoved = seenAddress.current !== location.key;
    seenAddress.current = location.key;
    if (addressStep === step) return;
    const show = (to: number, replace: boolean) =>
      navigate({ search: `?${withBookingStep(params, to)}` }, { replace, preventScrollReset: true });
    if (firstLook) show(step, true);
    else if (addressMoved) {
      if (!attempt((current) => jumpTo(current, addressStep)).ok) show(step, true);
    } else show(step, false);
  }, [restored, location.key, location.search, step, attempt, navigate]);
}
