import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPassenger, removePassenger } from '#domain/booking/leg-passengers.ts';
import { addPet, assignPet } from '#domain/booking/leg-pets.ts';
import { addVehicle, attachTrailer, removeTrailer } from '#domain/booking/leg-vehicles.ts';
import { clearBooking, enterBooknow, removeTrip, selectTrip } from '#domain/booking/wizard.ts';
import { editLeg } from '#domain/booking/wizard-legs.ts';
import { receivePricing } from '#domain/booking/wizard-pricing.ts';
import type { WizardResult } from '#domain/booking/wizard-refusal.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { goBack, goForward, jumpTo, stepValidity } from '#domain/booking/wizard-steps.ts';
import { parseStoredWizard, serializeWizard } from '#domain/booking/wizard-storage.ts';
import { expectedLegCount } from '#domain/search/search-query.ts';
import { ok } from '#domain/shared/result.ts';
import { aLegPricing, aSearch, aTrip, aWizard } from '../support/builders.ts';

/** One thing the traveller (or a company's answer) does to the wizard; it may be refused. */
type Action = (state: BookingWizardState) => WizardResult;
const always =
  (change: (state: BookingWizardState) => BookingWizardState): Action =>
  (s) =>
    ok(change(s));
/** A refused action leaves the booking as it was, as the screen does. */
const run = (state: BookingWizardState, act: Action) => {
  const next = act(state);
  return next.ok ? next.value : state;
};

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

const price = fc
  .tuple(fc.nat(5), fc.nat(50_000), fc.nat(20_000))
  .map(([id, passengerPrices, vehiclePrices]) => aLegPricing(String(id), { passengerPrices, vehiclePrices }));

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
  fc.constant<Action>(goForward),
  fc.constant<Action>(goBack),
  step.map(
    (i): Action =>
      (s) =>
        jumpTo(s, i),
  ),
  fc.constant(always(clearBooking)),
  fc.tuple(fc.nat(99), fc.boolean()).map(([id, reseller]) => always((s) => enterBooknow(s, id, reseller))),
  fc.tuple(legIndex, price).map(
    ([leg, p]): Action =>
      (s) =>
        receivePricing(s, leg, p),
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
  it('never stands beyond its furthest step, nor past step 0 without every leg chosen', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        actions.reduce((state, act) => {
          const next = run(state, act);
          expect(next.currentStep).toBeLessThanOrEqual(next.maximumStep);
          if (next.currentStep > 0) expect(next.routes).toHaveLength(expectedLegCount(next.search));
          return next;
        }, initial);
      }),
    );
  });

  it('moves forward exactly when the current step is valid, the last step having nothing after it', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        actions.reduce((state, act) => {
          expect(goForward(state).ok).toBe(stepValidity(state)[state.currentStep] === true);
          return run(state, act);
        }, initial);
      }),
    );
  });

  it('keeps the rules of every leg, and prices only for chosen legs and their sailings', () => {
    fc.assert(
      fc.property(start, fc.array(action, { maxLength: 40 }), (initial, actions) => {
        const final = actions.reduce(run, initial);
        for (const leg of final.bookingRequest) {
          expect(leg.passengers.length).toBeGreaterThanOrEqual(1);
          expect(leg.vehicles.length).toBeLessThanOrEqual(leg.passengers.length);
          expect(leg.trailers.length).toBe(leg.vehicles.length);
          expect(leg.pets.length).toBeLessThanOrEqual(leg.passengers.length * 5);
          for (const pet of leg.pets) {
            if (pet.passengerIndex !== null) expect(pet.passengerIndex).toBeLessThan(leg.passengers.length);
          }
        }
        for (const pricing of final.pricingResponse) {
          const leg = final.bookingRequest.find((l) => l.legIndex === pricing.legIndex);
          expect(leg?.tripId).toBe(pricing.tripId);
        }
        const times = final.routes.map((r) => Date.parse(r.trip.departureDatetime));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });

  it('comes back from session storage unchanged after any sequence of actions', () => {
    fc.assert(
      fc.property(
        start,
        fc.array(action, { maxLength: 30 }),
        fc.constantFrom('el', 'en'),
        (initial, actions, locale) => {
          const final = actions.reduce(run, initial);
          expect(parseStoredWizard(serializeWizard(final, locale), final.search, locale)).toStrictEqual(
            ok(final),
          );
        },
      ),
    );
  });
});
