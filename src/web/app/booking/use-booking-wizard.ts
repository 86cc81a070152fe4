import { useCallback, useEffect, useRef, useState } from 'react';
import { clearBooking } from '#domain/booking/wizard.ts';
import type { WizardResult } from '#domain/booking/wizard-refusal.ts';
import { type BookingWizardState, newBookingWizard } from '#domain/booking/wizard-state.ts';
import { parseStoredBooking, parseStoredWizard, serializeWizard } from '#domain/booking/wizard-storage.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { ok } from '#domain/shared/result.ts';

const STORAGE_KEY = 'kyma.booking';

function readStored(search: SearchQuery, locale: string): BookingWizardState | null {
  try {
    const parsed = parseStoredWizard(window.sessionStorage.getItem(STORAGE_KEY), search, locale);
    return parsed.ok ? parsed.value : null;
  } catch {
    // Storage can be disabled (private modes, embedded frames): the booking then lives in memory only.
    return null;
  }
}

/** The booking this tab kept, whichever search it answers; null when there is none to go back to. */
export function readStoredBooking(locale: string): BookingWizardState | null {
  try {
    const parsed = parseStoredBooking(window.sessionStorage.getItem(STORAGE_KEY), locale);
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

function store(state: BookingWizardState, locale: string) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializeWizard(state, locale));
  } catch {
    // See readStored: without storage a reload starts over, nothing else breaks.
  }
}

export interface BookingWizard {
  state: BookingWizardState;
  /** False until the booking kept in session storage (if any) has been read after hydration. */
  restored: boolean;
  /** Applies one of the domain's wizard changes that cannot be refused, and persists the result. */
  update(change: (state: BookingWizardState) => BookingWizardState): void;
  /**
   * Applies a transition the wizard may refuse and persists it when taken. The refusal is returned for the
   * caller to act on, and reported: the screen offered something that was no longer possible.
   */
  attempt(transition: (state: BookingWizardState) => WizardResult): WizardResult;
  /**
   * Clears the kept booking of a traveller who is leaving it: stored at once, the screen left as it is, so
   * nothing on the page reacts (a new history entry for step 1) while the page is being left.
   */
  forget(): void;
}

/**
 * The booking wizard of one search, kept in session storage so a reload keeps the booking. The server
 * renders a new wizard (step 0); the stored one is read after hydration so both renders agree. Transitions
 * read the latest state from a ref, so a refusal is known to the caller at once.
 */
export function useBookingWizard(search: SearchQuery, uuid: string, locale: string): BookingWizard {
  const [state, setState] = useState(() => newBookingWizard({ uuid, search }));
  const [restored, setRestored] = useState(false);
  const latest = useRef(state);
  const searchKey = JSON.stringify(search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is compared by value (searchKey)
  useEffect(() => {
    latest.current = readStored(search, locale) ?? newBookingWizard({ uuid, search });
    setState(latest.current);
    setRestored(true);
  }, [searchKey, locale]);

  const attempt = useCallback(
    (transition: (state: BookingWizardState) => WizardResult) => {
      const result = transition(latest.current);
      if (!result.ok) console.warn(`The booking wizard refused a change: ${result.error}`);
      else if (result.value !== latest.current) {
        latest.current = result.value;
        setState(result.value);
        store(result.value, locale);
      }
      return result;
    },
    [locale],
  );
  const update = useCallback(
    (change: (state: BookingWizardState) => BookingWizardState) =>
      void attempt((current) => ok(change(current))),
    [attempt],
  );

  const forget = useCallback(() => {
    latest.current = clearBooking(latest.current);
    store(latest.current, locale);
  }, [locale]);

  return { state, restored, update, attempt, forget };
}
