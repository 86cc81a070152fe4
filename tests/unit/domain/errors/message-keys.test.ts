import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '#domain/errors/refusal-codes.ts';
import { messages, VALIDATION_MESSAGE_KEYS } from '#domain/errors/validation-message-keys.ts';
import { isMessageKey, MESSAGE_KEYS } from '../../../support/message-keys.ts';

describe('message keys', () => {
  it("contains the spec's error message keys", () => {
    for (const key of [
      'unableToCalculatePrice',
      'wrongReservationData',
      'wrongCourierData',
      'unableToCompleteReservation',
      'unableToFindDates',
      'reservationError',
      'invalidForm',
      'invalidPassengersForm',
      'paymentFormUncompleted',
      'invalidLoyaltyCard',
      'duplicateLoyaltyCardPassenger',
      'duplicateLoyaltyCardVehicle',
      'invalidCouponCode',
      'cannotDeselectAllCompanies',
      'chooseDeparturePort',
      'chooseDestinationPort',
      'chooseDepartureDate',
      'invalidPhoneNumber',
    ]) {
      expect(isMessageKey(key)).toBe(true);
    }
  });

  it('lists every key once, refusal codes and validation keys together', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(MESSAGE_KEYS).toHaveLength(REFUSAL_CODES.length + VALIDATION_MESSAGE_KEYS.length);
    expect(isMessageKey('Choose departure port')).toBe(false);
  });

  it('maps each validation key to itself so schemas carry keys, never text', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect(messages[key]).toBe(key);
  });
});
