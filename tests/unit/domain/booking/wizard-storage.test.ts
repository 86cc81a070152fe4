import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTrip } from '#domain/booking/wizard.ts';
import { receivePricing } from '#domain/booking/wizard-pricing.ts';
import { type BookingWizardState, newBookingWizard } from '#domain/booking/wizard-state.ts';
import { goForward } from '#domain/booking/wizard-steps.ts';
import {
  parseStoredBooking,
  parseStoredWizard,
  serializeWizard,
  WIZARD_STATE_VERSION,
} from '#domain/booking/wizard-storage.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import { aLegPricing, aTrip, taken } from '../support/builders.ts';

const search = updateSearchLeg(newSearchQuery(), 0, {
  departurePort: 'PIR',
  destinationPort: 'JTR',
  departureDate: '2026-12-15',
});

/** A booking on step 1 with its leg priced: every part of the state has something in it. */
function aPricedBooking(): BookingWizardState {
  const selected = taken(goForward(taken(selectTrip(newBookingWizard({ uuid: 'u-1', search }), 0, aTrip()))));
  return taken(receivePricing(selected, 0, aLegPricing('T1', { passengerPrices: 3900 })));
}

const stored = (state: unknown, version = WIZARD_STATE_VERSION, locale = 'en') =>
  JSON.stringify({ version, locale, state });

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const jsonValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat()),
  fc.object(),
);

describe('stored booking wizard', () => {
  it('comes back unchanged after a round trip through storage', () => {
    const state = aPricedBooking();
    expect(parseStoredWizard(serializeWizard(state, 'en'), search, 'en')).toEqual({ ok: true, value: state });
  });

  it.each([
    ['missing', null],
    ['missing', ''],
    ['malformed', '{not json'],
    ['malformed', '[]'],
    ['malformed', stored({ steps: 'x' })],
    ['staleVersion', JSON.stringify({ version: 1, state: {} })],
  ])('is refused as %s for %j', (problem, text) => {
    expect(parseStoredWizard(text, search, 'en')).toEqual({ ok: false, error: problem });
  });

  it('is refused as stale for any other version, whatever it holds', () => {
    const state = aPricedBooking();
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string(), fc.constant(null)).filter((v) => v !== WIZARD_STATE_VERSION),
        (version) => {
          const text = JSON.stringify({ version, locale: 'en', state });
          expect(parseStoredWizard(text, search, 'en')).toEqual({ ok: false, error: 'staleVersion' });
        },
      ),
    );
  });

  it('is refused when any field is missing or of another kind', () => {
    const state = aPricedBooking();
    const fields = Object.keys(state) as (keyof BookingWizardState)[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), jsonValue, fc.boolean(), (field, value, drop) => {
        fc.pre(drop || kindOf(value) !== kindOf(state[field]));
        const { [field]: _gone, ...rest } = state;
        const tampered = drop ? rest : { ...state, [field]: value };
        expect(parseStoredWizard(stored(tampered), search, 'en').ok).toBe(false);
      }),
    );
  });

  it('is refused when a price no longer adds up or belongs to another sailing', () => {
    const state = aPricedBooking();
    const [pricing] = state.pricingResponse;
    const dearer = { ...state, pricingResponse: [{ ...pricing!, tripTotal: 1 }] };
    expect(parseStoredWizard(stored(dearer), search, 'en')).toEqual({ ok: false, error: 'malformed' });
    const other = { ...state, pricingResponse: [{ ...pricing!, tripId: 'OTHER' }] };
    expect(parseStoredWizard(stored(other), search, 'en')).toEqual({ ok: false, error: 'inconsistent' });
  });

  it('is refused when its legs and trips disagree or a leg is chosen twice', () => {
    const state = aPricedBooking();
    const [leg] = state.bookingRequest;
    const swapped = { ...state, bookingRequest: [{ ...leg!, tripId: 'OTHER' }] };
    expect(parseStoredWizard(stored(swapped), search, 'en')).toEqual({ ok: false, error: 'inconsistent' });
    const twice = { ...state, routes: [...state.routes, ...state.routes], bookingRequest: [leg, leg] };
    expect(parseStoredWizard(stored(twice), search, 'en')).toEqual({ ok: false, error: 'inconsistent' });
  });

  it('is refused when it answers another search', () => {
    const other = updateSearchLeg(search, 0, { destinationPort: 'MLO' });
    const text = serializeWizard(newBookingWizard({ uuid: 'u-1', search: other }), 'en');
    expect(parseStoredWizard(text, search, 'en')).toEqual({ ok: false, error: 'otherSearch' });
  });

  it('is read whatever its search where the search is not known yet (after a declined payment)', () => {
    const booking = aPricedBooking();
    expect(parseStoredBooking(serializeWizard(booking, 'en'), 'en')).toEqual({ ok: true, value: booking });
    expect(parseStoredBooking(serializeWizard(booking, 'en'), 'de')).toEqual({
      ok: false,
      error: 'otherLanguage',
    });
  });

  it('is refused in another language: switching language starts the booking over', () => {
    const text = serializeWizard(newBookingWizard({ uuid: 'u-1', search }), 'el');
    expect(parseStoredWizard(text, search, 'de')).toEqual({ ok: false, error: 'otherLanguage' });
  });

  it('is refused when the step pointer was tampered with', () => {
    const beyond = { ...newBookingWizard({ uuid: 'u-1', search }), currentStep: 2, maximumStep: 1 };
    expect(parseStoredWizard(stored(beyond), search, 'en')).toEqual({ ok: false, error: 'malformed' });
    const noTrip = { ...newBookingWizard({ uuid: 'u-1', search }), currentStep: 1, maximumStep: 1 };
    expect(parseStoredWizard(stored(noTrip), search, 'en')).toEqual({ ok: false, error: 'inconsistent' });
  });
});
