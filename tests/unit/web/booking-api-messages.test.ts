import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { apiMessage } from '#web/api/booking/api-messages.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';

/** Keys only the booking API returns (the domain's own keys are proven by messages.test.ts). */
const API_KEYS = [
  'invalidRequest',
  'invalidBody',
  'invalidLanguage',
  'invalidPortCode',
  'invalidChoice',
  'invalidNumber',
  'tooLong',
  'tooManyPassengers',
  'tooManyLegs',
  'invalidResident',
  'companyNotFound',
  'resellerNotFound',
  'upstreamUnavailable',
  'idempotencyKeyReused',
  'requestInProgress',
  'reservationNotFound',
  'reservationError',
  'noAvailabilityOnDate',
  'unableToCompleteReservation',
  'invalidLoyaltyCard',
] as const;

describe('booking API messages', () => {
  it.each(LOCALE_CODES)('come from the site’s %s messages', (lang) => {
    for (const key of API_KEYS) expect(apiMessage(key, lang), `${lang}.${key}`).toBe(MESSAGES[lang][key]);
  });

  it('fall back to the generic sentence for a key without a message', () => {
    expect(apiMessage('noSuchKey', 'de')).toBe(MESSAGES.de.invalidRequest);
  });
});
