import type { SearchQuery } from '../search/search-query.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { hasWizardShape, holdsTogether } from './wizard-shape.ts';
import type { BookingWizardState } from './wizard-state.ts';

/**
 * Bumped whenever the stored shape changes: an older stored booking starts over instead of misbehaving.
 * 2: step validity and totals derived, results view and unused booking calls no longer stored.
 * 3: each passenger's assistance request (decision 0086).
 */
export const WIZARD_STATE_VERSION = 3;

export type StoredWizardProblem =
  | 'missing'
  | 'malformed'
  | 'staleVersion'
  | 'otherSearch'
  | 'otherLanguage'
  | 'inconsistent';

interface StoredWizard {
  version: number;
  /** The language the booking was made in: switching language starts the booking over (spec §2). */
  locale: string;
  state: BookingWizardState;
}

export function serializeWizard(state: BookingWizardState, locale: string): string {
  return JSON.stringify({ version: WIZARD_STATE_VERSION, locale, state } satisfies StoredWizard);
}

/** Same search, compared as data: a stored booking answers exactly the search in the address bar. */
function sameSearch(a: SearchQuery, b: SearchQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Reads back what session storage returned (anything: nothing, old versions, hand-edited JSON), whichever
 * search it answers: the booking comes back only when it is of this version, of the wizard's shape, in the
 * same language (spec §2: switching language resets the wizard) and consistent as the wizard's functions
 * keep it. The failure page reads it this way to lead back to the booking's own search.
 */
export function parseStoredBooking(
  text: string | null,
  locale: string,
): Result<BookingWizardState, Exclude<StoredWizardProblem, 'otherSearch'>> {
  if (text === null || text === '') return err('missing');
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return err('malformed');
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return err('malformed');
  const { version, locale: storedLocale, state } = stored as Record<string, unknown>;
  if (version !== WIZARD_STATE_VERSION) return err('staleVersion');
  if (!hasWizardShape(state)) return err('malformed');
  if (storedLocale !== locale) return err('otherLanguage');
  if (!holdsTogether(state)) return err('inconsistent');
  return ok(state);
}

/**
 * The stored booking of the search in the address bar, otherwise the caller starts a new one. The server
 * re-validates and re-prices everything at checkout, so this guards the traveller's screen, not the money.
 */
export function parseStoredWizard(
  text: string | null,
  search: SearchQuery,
  locale: string,
): Result<BookingWizardState, StoredWizardProblem> {
  const stored = parseStoredBooking(text, locale);
  if (stored.ok && !sameSearch(stored.value.search, search)) return err('otherSearch');
  return stored;
}
