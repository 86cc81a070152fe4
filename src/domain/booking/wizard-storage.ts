import type { SearchQuery } from '../search/search-query.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { BOOKING_STEPS, type BookingWizardState } from './wizard-state.ts';

/** Bumped whenever the stored shape changes: an older stored booking starts over instead of misbehaving. */
export const WIZARD_STATE_VERSION = 1;

export type StoredWizardProblem = 'missing' | 'malformed' | 'staleVersion' | 'otherSearch' | 'otherLanguage';

interface StoredWizard {
  version: number;
  /** The language the booking was made in: switching language starts the booking over (spec §2). */
  locale: string;
  state: BookingWizardState;
}

export function serializeWizard(state: BookingWizardState, locale: string): string {
  return JSON.stringify({ version: WIZARD_STATE_VERSION, locale, state } satisfies StoredWizard);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Same search, compared as data: a stored booking answers exactly the search in the address bar. */
function sameSearch(a: SearchQuery, b: SearchQuery): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function looksLikeWizard(state: unknown): state is BookingWizardState {
  if (!isRecord(state)) return false;
  const {
    steps,
    currentStep,
    maximumStep,
    routes,
    bookingRequest,
    pricingResponse,
    payment,
    search,
    leader,
  } = state;
  return (
    Array.isArray(steps) &&
    steps.length === BOOKING_STEPS.length &&
    steps.every((step) => isRecord(step) && typeof step.valid === 'boolean') &&
    Number.isInteger(currentStep) &&
    Number.isInteger(maximumStep) &&
    (currentStep as number) >= 0 &&
    (currentStep as number) <= (maximumStep as number) &&
    (maximumStep as number) < BOOKING_STEPS.length &&
    Array.isArray(routes) &&
    Array.isArray(bookingRequest) &&
    routes.length === bookingRequest.length &&
    Array.isArray(pricingResponse) &&
    isRecord(payment) &&
    isRecord(leader) &&
    isRecord(search)
  );
}

/**
 * Reads back what session storage returned (anything: nothing, old versions, hand-edited JSON). A booking
 * comes back only when it is of this version, well formed, for the same search and in the same language
 * (spec §2: switching language resets the wizard); otherwise the caller
 * starts a new one. The server re-validates and re-prices everything at checkout, so this guards the
 * traveller's screen, not the money.
 */
export function parseStoredWizard(
  text: string | null,
  search: SearchQuery,
  locale: string,
): Result<BookingWizardState, StoredWizardProblem> {
  if (text === null || text === '') return err('missing');
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return err('malformed');
  }
  if (!isRecord(stored)) return err('malformed');
  if (stored.version !== WIZARD_STATE_VERSION) return err('staleVersion');
  if (!looksLikeWizard(stored.state)) return err('malformed');
  if (!sameSearch(stored.state.search, search)) return err('otherSearch');
  if (stored.locale !== locale) return err('otherLanguage');
  return ok(stored.state);
}
