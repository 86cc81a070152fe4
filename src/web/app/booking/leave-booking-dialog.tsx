import { useEffect, useRef, useState } from 'react';
import { type Location, useBlocker, useNavigate } from 'react-router';
import { hasChoices } from '#domain/booking/wizard.ts';
import { isSameSearch } from '#domain/search/results-url.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

/** The language switcher's links (decision 0002): a whole new page, which the router's blocker never sees. */
const LANGUAGE_LINK = 'a[href^="/locale/"]';

/**
 * A language link clicked while a booking is in progress: held back until the traveller answers (spec §2:
 * switching language resets the wizard, so it asks first, issue #30).
 */
function useHeldLanguageSwitch(inProgress: boolean) {
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!inProgress) return;
    const hold = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(LANGUAGE_LINK);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      setHeld(link.href);
    };
    document.addEventListener('click', hold);
    return () => document.removeEventListener('click', hold);
  }, [inProgress]);
  return { held, release: () => setHeld(null) };
}

/**
 * Where the router was asked to go when it blocked, kept until the traveller answers. The router idles every
 * blocker when a navigation already under way finishes (Back pressed twice quickly: the second press is
 * blocked while the first still loads), after it has put the address back: the question must outlive that,
 * and "Leave" then goes there itself (issue #30).
 */
function useHeldNavigation(blocker: ReturnType<typeof useBlocker>) {
  const [held, setHeld] = useState<Location | null>(null);
  const blocked = blocker.state === 'blocked' ? blocker.location : null;
  useEffect(() => {
    if (blocked) setHeld(blocked);
  }, [blocked]);
  return { held, release: () => setHeld(null) };
}

/**
 * Spec §2 "Breadcrumb and back": leaving a booking in progress asks first, because everything entered is
 * lost (Keep editing / Leave). Leaving clears the booking, so coming back starts afresh. Moving between its
 * steps, reordering or filtering stays within the booking (the same search); anything else leaves it, from
 * the results too once a sailing is chosen, and so does switching language (issue #30).
 */
export function LeaveBookingDialog({ wizard }: { wizard: BookingWizard }) {
  const inProgress = hasChoices(wizard.state);
  // Once the traveller chose to leave, nothing more is blocked, even before this page is gone.
  const left = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !left.current &&
      inProgress &&
      (currentLocation.pathname !== nextLocation.pathname ||
        !isSameSearch(new URLSearchParams(currentLocation.search), new URLSearchParams(nextLocation.search))),
  );
  const navigation = useHeldNavigation(blocker);
  const language = useHeldLanguageSwitch(inProgress);
  const navigate = useNavigate();
  const asking = blocker.state === 'blocked' || navigation.held !== null || language.held !== null;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal();
    if (!asking && dialog.current?.open) dialog.current.close();
  }, [asking]);
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    navigation.release();
    language.release();
  };
  const leave = () => {
    left.current = true;
    wizard.forget();
    if (language.held !== null) window.location.assign(language.held);
    else if (blocker.state === 'blocked') blocker.proceed();
    else if (navigation.held !== null) void navigate(navigation.held);
    navigation.release();
  };
  if (!asking) return null;
  return (
    <dialog
      ref={dialog}
      className="leave-booking"
      aria-labelledby="leave-booking-title"
      aria-describedby="leave-booking-text"
      onCancel={stay}
    >
      <h2 id="leave-booking-title">
        <FormattedMessage id="leaveBookingTitle" />
      </h2>
      <p id="leave-booking-text">
        <FormattedMessage id="leaveBookingText" />
      </p>
      <div className="booking-actions">
        <button type="button" className="button button--primary" onClick={stay}>
          <FormattedMessage id="keepEditing" />
        </button>
        <button type="button" className="button button--secondary" onClick={leave}>
          <FormattedMessage id="leaveBooking" />
        </button>
      </div>
    </dialog>
  );
}
