import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeTermsOf } from '#adapters/ferry-upstream/catalogue/change-terms.ts';
import { vesselOrThrow } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { accommodationFares } from '#adapters/ferry-upstream/network/fares.ts';
import { priceLeg } from '#adapters/ferry-upstream/network/leg-pricing.ts';
import type { StoredBooking } from '#adapters/ferry-upstream/network/stored-booking.ts';
import { type Segment, segmentById, segmentsOn } from '#adapters/ferry-upstream/network/timetable.ts';
import { planChange } from '#adapters/ferry-upstream/simulated/change-plan.ts';
import { bookedLegs } from '#adapters/ferry-upstream/simulated/held-legs.ts';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import { correctedType, quoteFitsType } from '#application/orders/correction-facts.ts';
import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import { ageOn, typeFitsAge, typeOfAge } from '#domain/booking/passenger-age.ts';
import type { Order } from '#domain/orders/order.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { parseBirthDate } from '#domain/validation/birth-date.ts';
import { summerDay } from '../../support/test-today.ts';

const HOUR = 3_600_000;
const ferryhub = UPSTREAM_SYSTEMS.find((system) => system.name === 'ferryhub')!;
const TRAVEL = summerDay(15);
/** Sailings of companies of every change profile: flexible, standard, strict and fixed. */
const SEGMENTS: Segment[] = [
  ...segmentsOn('PIR', 'JTR', TRAVEL),
  ...segmentsOn('PIR', 'HER', TRAVEL),
  ...segmentsOn('RAF', 'AND', TRAVEL),
];
const TYPES: PassengerType[] = ['AD', 'CH', 'IN', 'SE', 'ST', 'DI'];

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** A birth date from the day of travel itself to 95 years before it. */
const birthDate = fc.integer({ min: 0, max: 95 * 366 }).map((days) => dayMonthYear(addDays(TRAVEL, -days)));

const passenger = (accommodations: string[]) =>
  fc.record({
    passengerType: fc.constantFrom(...TYPES),
    accommodationType: fc.constantFrom(...accommodations),
    accommodationRequestType: fc.constantFrom('COMPLETE' as const, 'MALE' as const, 'SEAT' as const),
    birthDate,
    surname: fc.constant('Papadopoulou'),
    // The student and disability fares are sold with their card's number (decision 0050).
    proofNumber: fc.constant('CARD123'),
  });

/** A sold leg of one to four passengers, one of whom is corrected, with what the correction says. */
const corrections = fc
  .nat({ max: SEGMENTS.length - 1 })
  .chain((pick) => {
    const segment = SEGMENTS[pick]!;
    const fares = accommodationFares(vesselOrThrow(segment.run.line.vessel), 1000);
    return fc.record({
      segment: fc.constant(segment),
      passengers: fc.array(passenger(fares.map((fare) => fare.code)), { minLength: 1, maxLength: 4 }),
      index: fc.nat({ max: 3 }),
      correction: fc.record(
        { birthDate, name: fc.constant('Nefeli'), nationality: fc.constant('CY') },
        { requiredKeys: [] },
      ),
    });
  })
  .filter(
    ({ passengers, index, correction }) => index < passengers.length && Object.keys(correction).length > 0,
  );

function sold(segment: Segment, passengers: PassengerRequest[]): StoredBooking {
  const request: LegRequest = { tripId: segment.tripId, passengers, vehicles: [], pets: [] };
  const priced = priceLeg(segment, request, ferryhub, 'legs[0]');
  if (!priced.ok) throw new Error(priced.error.message);
  const legs = bookedLegs([{ segment, priced: priced.value }], { legs: [request] });
  const total = legs[0]!.pricing.tripTotal;
  const at = new Date(0);
  return {
    orderCode: 'FHPROP0001',
    agentName: 'ferryhub',
    status: 'confirmed',
    createdAt: at,
    expiresAt: at,
    userId: null,
    total,
    legs,
    leader: null,
    tickets: [],
  };
}

/** What one passenger of the leg costs today as `type`, the rest of the leg as it is. */
function priceOfType(segment: Segment, passengers: PassengerRequest[], index: number, type: PassengerType) {
  const request: LegRequest = {
    tripId: segment.tripId,
    passengers: passengers.map((each, at) => (at === index ? { ...each, passengerType: type } : each)),
    vehicles: [],
    pets: [],
  };
  const priced = priceLeg(segment, request, ferryhub, 'legs[0]');
  if (!priced.ok) throw new Error(priced.error.message);
  return priced.value.pricing.passengerPrices.items.find((item) => item.index === index)!.total;
}

/** The order Kyma keeps of the same leg: its passengers and the day it sails. */
const orderOf = (segment: Segment, passengers: PassengerRequest[]) =>
  ({
    legs: [{ booking: { departureDatetime: segment.departureDatetime, passengers } }],
  }) as unknown as Order;

describe('a correction of a sold passenger (issue #49, decision 0105)', () => {
  it('never lowers a price without the fact behind it: the type fits the birth date on the day of travel and costs its price', () => {
    fc.assert(
      fc.property(corrections, ({ segment, passengers, index, correction }) => {
        const booking = sold(segment, passengers);
        const request = { kind: 'correction' as const, legIndex: 0, passengerIndex: index, correction };
        const planned = planChange(
          booking,
          { ...request, orderCode: booking.orderCode },
          { segmentOf: segmentById, system: ferryhub, now: segment.departure - 100 * HOUR },
        );
        if (!planned.ok) throw new Error(planned.error.message);
        const { quote } = planned.value;
        const booked = passengers[index]!;
        const corrected = quote.leg.request.passengers[index]!;
        const travelDate = segment.departureDatetime.slice(0, 10);
        const age = ageOn(parseBirthDate(correction.birthDate ?? booked.birthDate!)!, travelDate);

        // The type is one the birth date allows: the booked one while it fits, the birth date's otherwise.
        expect(typeFitsAge(corrected.passengerType, age)).toBe(true);
        expect(corrected.passengerType).toBe(
          typeFitsAge(booked.passengerType, age) ? booked.passengerType : typeOfAge(age),
        );
        // The passenger pays at least what that type costs, and the leg's total says so.
        const line = quote.leg.pricing.passengerPrices.items.find((item) => item.index === index)!;
        expect(line.total).toBeGreaterThanOrEqual(
          priceOfType(segment, passengers, index, corrected.passengerType),
        );
        expect(quote.fareDifference).toBe(quote.leg.pricing.tripTotal - booking.legs[0]!.pricing.tripTotal);
        expect(quote.total).toBe(
          quote.fareDifference + changeTermsOf(segment.run.line.company).correction!.fee,
        );
        // Money back only with the fact: the birth date left the booked type behind.
        if (quote.fareDifference < 0) expect(corrected.passengerType).not.toBe(booked.passengerType);
        if (corrected.passengerType === booked.passengerType) expect(quote.fareDifference).toBe(0);
        // Nobody else on the leg is touched, and Kyma expects the very type the company gave.
        passengers.forEach((other, at) => {
          if (at !== index) expect(quote.leg.request.passengers[at]).toEqual(other);
        });
        const expected = correctedType(orderOf(segment, passengers), request);
        expect(expected.ok && quoteFitsType(quote, expected.value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
