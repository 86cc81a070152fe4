import { describe, expect, it } from 'vitest';
import { changeTermsOf } from '#adapters/ferry-upstream/catalogue/change-terms.ts';
import { COMPANIES } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { priceLeg } from '#adapters/ferry-upstream/network/leg-pricing.ts';
import type { StoredBooking } from '#adapters/ferry-upstream/network/stored-booking.ts';
import { segmentById } from '#adapters/ferry-upstream/network/timetable.ts';
import { planChange } from '#adapters/ferry-upstream/simulated/change-plan.ts';
import { bookedLegs } from '#adapters/ferry-upstream/simulated/held-legs.ts';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { ChangeRequest } from '#application/ports/ferry-changes.ts';

const HOUR = 3_600_000;
const ferryhub = UPSTREAM_SYSTEMS.find((system) => system.name === 'ferryhub')!;
const BLUE_STAR = 'BSF1-O-20260715-0725-PIR-JTR';

function sold(tripId: string, accommodationType = 'DECK'): StoredBooking {
  const segment = segmentById(tripId)!;
  const request: LegRequest = {
    tripId,
    passengers: [
      { passengerType: 'AD', accommodationType, accommodationRequestType: 'COMPLETE', surname: 'Papadopulu' },
    ],
    vehicles: [],
    pets: [],
  };
  const priced = priceLeg(segment, request, ferryhub, 'legs[0]');
  if (!priced.ok) throw new Error(priced.error.message);
  const legs = bookedLegs([{ segment, priced: priced.value }], { legs: [request] });
  return {
    orderCode: 'FHTEST0001',
    agentName: 'ferryhub',
    status: 'confirmed',
    createdAt: new Date(0),
    expiresAt: new Date(0),
    userId: null,
    total: legs[0]!.pricing.tripTotal,
    legs,
    leader: null,
    tickets: [],
  };
}

/** A change request of any kind, without the order code every test fills in. */
type LegChange = ChangeRequest extends infer R ? (R extends unknown ? Omit<R, 'orderCode'> : never) : never;

const plan = (booking: StoredBooking, request: LegChange, hoursBefore: number, ownDisruption = false) =>
  planChange(booking, { ...request, orderCode: booking.orderCode } as ChangeRequest, {
    segmentOf: segmentById,
    system: ferryhub,
    now: segmentById(booking.legs[0]!.tripId)!.departure - hoursBefore * HOUR,
    ownDisruption,
  });
const surname = {
  kind: 'correction',
  legIndex: 0,
  passengerIndex: 0,
  correction: { surname: 'Papadopoulou' },
} as const;
const errorCode = (result: ReturnType<typeof plan>) => (result.ok ? 'ok' : result.error.code);

describe('change terms', () => {
  it('names every company of the catalogue, and the companies differ', () => {
    const terms = COMPANIES.map((company) => changeTermsOf(company.code));
    expect(new Set(terms.map((each) => each.correction?.fee)).size).toBeGreaterThan(1);
    expect(terms.some((each) => each.sailing === null)).toBe(true);
    expect(terms.some((each) => each.sailing?.sameCompany)).toBe(true);
    expect(terms.some((each) => each.correction?.closesHoursBefore === 24)).toBe(true);
  });
});

describe('planning a change to a sold leg', () => {
  it('corrects a Blue Star passenger for free until 24 hours before departure, and refuses after', () => {
    const booking = sold(BLUE_STAR);
    const planned = plan(booking, surname, 30);
    expect(planned.ok && planned.value.quote).toMatchObject({
      fee: 0,
      fareDifference: 0,
      total: 0,
      agentName: 'ferryhub',
    });
    expect(planned.ok && planned.value.quote.leg.request.passengers[0]?.surname).toBe('Papadopoulou');
    expect(planned.ok && planned.value.places).toEqual([]);
    expect(errorCode(plan(booking, surname, 10))).toBe('changeTooLate');
    expect(errorCode(plan(booking, surname, -1))).toBe('changeTooLate');
  });

  it('charges Seajets’ correction fee and keeps a Seajets change with Seajets', () => {
    const booking = sold('SJ1-O-20260715-0700-PIR-JTR', 'ECO');
    const planned = plan(booking, surname, 30);
    expect(planned.ok && planned.value.quote).toMatchObject({ fee: 1000, total: 1000 });
    const toBlueStar = { kind: 'sailing', legIndex: 0, tripId: 'BSF1-O-20260716-0725-PIR-JTR' } as const;
    expect(errorCode(plan(booking, toBlueStar, 72))).toBe('changeSameCompanyOnly');
  });

  it('moves a Blue Star leg to the next day for the fare difference and a 5 € fee, giving back the old sailing', () => {
    const booking = sold(BLUE_STAR);
    const planned = plan(
      booking,
      { kind: 'sailing', legIndex: 0, tripId: 'BSF1-O-20260716-0725-PIR-JTR' },
      48,
    );
    if (!planned.ok) throw new Error(planned.error.message);
    const { quote, places, releasesSailing } = planned.value;
    expect(quote.fee).toBe(500);
    expect(quote.fareDifference).toBe(quote.leg.pricing.tripTotal - booking.legs[0]!.pricing.tripTotal);
    expect(quote.leg.tripId).toBe('BSF1-O-20260716-0725-PIR-JTR');
    expect(releasesSailing).toBe(segmentById(BLUE_STAR)!.run.sailingId);
    expect(places).toEqual([
      expect.objectContaining({
        sailingId: segmentById('BSF1-O-20260716-0725-PIR-JTR')!.run.sailingId,
        resource: 'DECK',
        quantity: 1,
      }),
    ]);
    expect(
      errorCode(plan(booking, { kind: 'sailing', legIndex: 0, tripId: 'BSF1-O-20260716-0725-PIR-JNX' }, 48)),
    ).toBe('invalidRequest');
  });

  it('refuses a sailing change where the company offers none', () => {
    const fastFerries = sold('FF1-O-20260715-0800-RAF-AND');
    expect(
      errorCode(
        plan(fastFerries, { kind: 'sailing', legIndex: 0, tripId: 'FF1-O-20260716-0800-RAF-AND' }, 72),
      ),
    ).toBe('changeNotOffered');
  });

  it('holds only what an addition adds: the car’s garage metres and a kennel', () => {
    const booking = sold(BLUE_STAR);
    const addition = {
      kind: 'addition' as const,
      legIndex: 0,
      vehicles: [{ accommodationType: 'CAR', length: 4.2 }],
      trailers: [] as [],
      pets: [{ code: 'SMALL', passengerIndex: 0 }],
    };
    const planned = plan(booking, addition, 48);
    if (!planned.ok) throw new Error(planned.error.message);
    expect(planned.value.quote.fee).toBe(200);
    expect(planned.value.quote.fareDifference).toBe(
      planned.value.quote.leg.pricing.vehiclePrices.total + planned.value.quote.leg.pricing.petPrices.total,
    );
    // The car takes its length and a margin in decimetres; the passenger's deck place is already the leg's.
    const places = Object.fromEntries(planned.value.places.map((place) => [place.resource, place.quantity]));
    expect(Object.keys(places).sort()).toEqual(['GARAGE', 'KENNEL']);
    expect(places.GARAGE).toBeGreaterThanOrEqual(42);
    expect(places.KENNEL).toBe(1);
    expect(errorCode(plan(booking, { ...addition, vehicles: [], pets: [] }, 48))).toBe('invalidRequest');
  });

  describe('for the company’s own disruption of the leg’s sailing (decision 0094)', () => {
    const nextDay = (tripId: string) => ({
      kind: 'sailing' as const,
      legIndex: 0,
      tripId,
      answersDisruption: 'its-event',
    });

    it('waives the closing hours, the fee and the fare difference, even once the hour has passed', () => {
      const booking = sold(BLUE_STAR);
      const toNextDay = nextDay('BSF1-O-20260716-0725-PIR-JTR');
      expect(errorCode(plan(booking, toNextDay, 10))).toBe('changeTooLate');
      for (const hoursBefore of [10, -2]) {
        const planned = plan(booking, toNextDay, hoursBefore, true);
        expect(planned.ok && planned.value.quote).toMatchObject({ fareDifference: 0, fee: 0, total: 0 });
        expect(planned.ok && planned.value.places).toHaveLength(1);
      }
    });

    it('moves a leg of a company that changes no sailing, but keeps a company’s own sailings its own', () => {
      const fastFerries = sold('FF1-O-20260715-0800-RAF-AND');
      const planned = plan(fastFerries, nextDay('FF1-O-20260716-0800-RAF-AND'), 10, true);
      expect(planned.ok && planned.value.quote).toMatchObject({ fee: 0, total: 0 });
      const seajets = sold('SJ1-O-20260715-0700-PIR-JTR', 'ECO');
      expect(errorCode(plan(seajets, nextDay('BSF1-O-20260716-0725-PIR-JTR'), 10, true))).toBe(
        'changeSameCompanyOnly',
      );
    });

    it('waives nothing of a correction: the disruption moves a sailing, it corrects no passenger', () => {
      expect(errorCode(plan(sold(BLUE_STAR), surname, 10, true))).toBe('changeTooLate');
    });
  });
});
