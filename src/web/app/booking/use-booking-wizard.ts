import { useCallback, useEffect, useState } from 'react';
import { type BookingWizardState, newBookingWizard } from '../../../domain/booking/wizard-state.ts';
import { parseStoredWizard, serializeWizard } from '../../../domain/booking/wizard-storage.ts';
import type { SearchQuery } from '../../../domain/search/search-query.ts';

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

function store(state: BookingWizardState, locale: string) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializeWizard(state, locale));
  } catch {
    // See readStored: without storage a reload starts over, nothing else breaks.
  }
}

export interface BookingWizard {
  state: BookingWizardState;
  /** Applies one of the domain's wizard functions and persists the result. */
  update(change: (state: BookingWizardState) => BookingWizardState): void;
}

/**
 * The booking wizard of one search, kept in session storage so a reload keeps the booking. The server
 * renders a new wizard (step 0); the stored one is read after hydration so both renders agree.
 */
export function useBookingWizard(search: SearchQuery, uuid: string, locale: string): BookingWizard {
  const [state, setState] = useState(() => newBookingWizard({ uuid, search }));
  const searchKey = JSON.stringify(search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is compared by value (searchKey)
  useEffect(() => {
    setState(readStored(search, locale) ?? newBookingWizard({ uuid, search }));
  }, [searchKey, locale]);

  const update = useCallback(
    (change: (state: BookingWizardState) => BookingWizardState) => {
      setState((current) => {
        const next = change(current);
        if (next !== current) store(next, locale);
        return next;
      });
    },
    [locale],
  );

  return { state, update };
}
