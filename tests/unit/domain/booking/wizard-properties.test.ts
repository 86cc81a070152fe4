import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPassenger, removePassenger } from '../../../../src/domain/booking/leg-passengers.ts';
import { addPet, assignPet } from '../../../../src/domain/booking/leg-pets.ts';
import { addVehicle, attachTrailer, removeTrailer } from '../../../../src/domain/booking/leg-vehicles.ts';
import {
  applyPendingReset,
  clearBooking,
  enterBooknow,
  goBack,
  goForward,
  jumpTo,
  markStep,
  removeTrip,
  requestReset,
  selectTrip,
} from '../../../../src/domain/booking/wizard.ts';
import { editLeg } from '../../../../src/domain/booking/wizard-legs.ts';
import { receivePricing } from '../../../../src/domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '../../../../src/domain/booking/wizard-state.ts';
import { expectedLegCount } from '../../../../src/domain/search/search-query.ts';
import { aSearch, aTrip, aWizard } from '../support/builders.ts';

type Action = (state: BookingWizardState) => BookingWizardState;

const legIndex = fc.integer({ min: -1, max: 3 });
const step = fc.integer({ min: -1, max: 3 });
const trip = fc
  .record({ day: fc.integer({ min: 1, max: 28 }), garage: fc.boolean(), pets: fc.boolean(), id: fc.nat(5) })
  .map(({ day, garage, pets, id }) =>
    aTrip({
      id: `sim:${id}`,
      tripId: String(id),
      garage,
      pets,
      departureDatetime: `2026-07-${String(day).padStart(2, '0')}T07:00:00+03:00`,
    }),
  );

const price = fc.nat(50_000).map((total) => ({
  passengerPrices: { items: [], total },
  vehiclePrices: { items: [], total: 0 },
  trailerPrices: { items: [], total: 0 },
  servicePrices: { items: [], total: 0 },
  petPrices: { items: [], total: 0 },
  departureDatetime: '2026-07-01T07:00:00+03:00',
}));

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.tuple(legIndex, trip).map(
    ([leg, t]): Action =>
      (s) =>
        selectTrip(s, leg, t),
  ),
  legIndex.map(
    (leg): Action =>
      (s) =>
        removeTrip(s, leg),
  ),
  fc.tuple(step, fc.boolean()).map(
    ([i, valid]): Action =>
      (s) =>
        markStep(s, i, valid),
  ),
  fc.constant<Action>(goForward),
  fc.constant<Action>(goBack),
  step.map(
    (i): Action =>
      (s) =>
        jumpTo(s, i),
  ),
  fc.constant<Action>(clearBooking),
  fc.constant<Action>((s) => applyPendingReset(requestReset(s))),
  fc.tuple(fc.nat(99), fc.boolean()).map(
    ([id, reseller]): Action =>
      (s) =>
        enterBooknow(s, id, reseller),
  ),
  fc.tuple(legIndex, price).map(
    ([leg, p]): Action =>
      (s) => {
        const result = receivePricing(s, leg, p);
        return result.ok ? result.value : s;
      },
  ),
  fc
    .tuple(
      legIndex,
      fc.constantFrom(
        'addPassenger',
        'removePassenger',
        'addVehicle',
        'addPet',
        'trailer',
        'untrailer',
        'assign',
      ),
      fc.nat(6),
    )
    .map(
      ([leg, edit, n]): Action =>
        (s) =>
          editLeg(s, leg, (l, { trip: t, supportsTrailer }) => {
            switch (edit) {
              case 'addPassenger':
                return addPassenger(l, t);
              case 'removePassenger':
                return removePassenger(l);
              case 'addVehicle':
                return addVehicle(l, t);
              case 'addPet':
                return addPet(l, t);
              case 'trailer':
                return attachTrailer(l, n, supportsTrailer);
              case 'untrailer':
                return removeTrailer(l, n);
              default:
                return assignPet(l, n % Math.max(1, l.pets.length), n);
            }
          }),
    ),
);

const start = fc
  .constantFrom('oneWay', 'roundTrip', 'multipleTrips')
  .map((type) => aWizard(aSearch(type, { passengers: 2, vehicles: 1, pets: 2 })));

describe('booking wizard properties', () => {
  it('never stands beyond its furthest step or past an invalid step, and step 0 is valid only with every leg chosen', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        const final = actions.reduce((state, act) => {
          const next = act(state);
          expect(next.currentStep).toBeLessThanOrEqual(next.maximumStep);
          expect(next.steps.slice(0, next.currentStep).every((s) => s.valid)).toBe(true);
          return next;
        }, initial);
        if (final.steps[0]?.valid) expect(final.routes).toHaveLength(expectedLegCount(final.search));
      }),
    );
  });

  it('keeps the rules of every leg and the booking total under any sequence of actions', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        const final = actions.reduce((state, act) => act(state), initial);
        for (const leg of final.bookingRequest) {
          expect(leg.passengers.length).toBeGreaterThanOrEqual(1);
          expect(leg.vehicles.length).toBeLessThanOrEqual(leg.passengers.length);
          expect(leg.trailers.length).toBe(leg.vehicles.length);
          expect(leg.pets.length).toBeLessThanOrEqual(leg.passengers.length * 5);
          for (const pet of leg.pets) {
            if (pet.passengerIndex !== null) expect(pet.passengerIndex).toBeLessThan(leg.passengers.length);
          }
        }
        expect(final.total).toBe(final.pricingResponse.reduce((sum, p) => sum + p.tripTotal, 0));
        const times = final.routes.map((r) => Date.parse(r.trip.departureDatetime));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });

  it('survives a JSON round trip unchanged after any sequence of actions', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 30 }), (initial, actions) => {
        const final = actions.reduce((state, act) => act(state), initial);
        expect(JSON.parse(JSON.stringify(final))).toStrictEqual(final);
      }),
    );
  });
});
