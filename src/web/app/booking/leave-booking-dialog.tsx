import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { clearBooking } from '#domain/booking/wizard.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

/**
 * Spec §2 "Breadcrumb and back": leaving a booking in progress asks first, because everything entered is
 * lost (Keep editing / Leave). Leaving clears the booking, so coming back starts afresh.
 */
export function LeaveBookingDialog({ wizard }: { wizard: BookingWizard }) {
  const inProgress = wizard.state.currentStep > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      inProgress &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (blocker.state === 'blocked' && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== 'blocked' && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);
  if (blocker.state !== 'blocked') return null;
  return (
    <dialog
      ref={dialog}
      className="leave-booking"
      aria-labelledby="leave-booking-title"
      aria-describedby="leave-booking-text"
      onCancel={() => blocker.reset()}
    >
      <h2 id="leave-booking-title">
        <FormattedMessage id="leaveBookingTitle" />
      </h2>
      <p id="leave-booking-text">
        <FormattedMessage id="leaveBookingText" />
      </p>
      <div className="booking-actions">
        <button type="button" className="button button--primary" onClick={() => blocker.reset()}>
          <FormattedMessage id="keepEditing" />
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            wizard.update(clearBooking);
            blocker.proceed();
          }}
        >
          <FormattedMessage id="leaveBooking" />
        </button>
      </div>
    </dialog>
  );
}
