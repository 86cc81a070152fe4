import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vesselOrThrow } from '#adapters/ferry-upstream/catalogue/vessels.ts';
import { accommodationFares, passageFare, wholeCabinFare } from '#adapters/ferry-upstream/network/fares.ts';
import { priceLeg } from '#adapters/ferry-upstream/network/leg-pricing.ts';
import { luhnValid, withLuhnDigit } from '#adapters/ferry-upstream/network/loyalty.ts';
import { segmentById } from '#adapters/ferry-upstream/network/timetable.ts';
import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import { refundByTerms } from '#domain/trips/cancellation-terms.ts';

const agent = { name: 'test', markup: 1 };
const blueStar = segmentById('BSF1-O-20260715-0725-PIR-JTR')!;
const seajets = segmentById('SJ1-O-20260715-0700-PIR-JTR')!;
const superfast = segmentById('SF1-O-20260715-1730-GPA-AOI')!;
const adult = (overrides: Partial<PassengerRequest> = {}): PassengerRequest => ({
  passengerType: 'AD',
  accommodationType: 'DECK',
  accommodationRequestType: 'COMPLETE',
  ...overrides,
});
const leg = (overrides: Partial<LegRequest> = {}): LegRequest => ({
  tripId: blueStar.tripId,
  passengers: [adult()],
  vehicles: [],
  pets: [],
  ...overrides,
});
const price = (request: LegRequest, segment = blueStar) => {
  const result = priceLeg(segment, request, agent, 'legs[0]');
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('fares', () => {
  it('sits in published ranges: Piraeus–Santorini deck €35–65, high-speed €80–140, Patras–Ancona deck €90–160', () => {
    expect(passageFare(blueStar, agent)).toBeGreaterThanOrEqual(3500);
    expect(passageFare(blueStar, agent)).toBeLessThanOrEqual(6500);
    expect(passageFare(seajets, agent)).toBeGreaterThanOrEqual(8000);
    expect(passageFare(seajets, agent)).toBeLessThanOrEqual(14000);
    expect(passageFare(superfast, agent)).toBeGreaterThanOrEqual(9000);
    expect(passageFare(superfast, agent)).toBeLessThanOrEqual(16000);
  });

  it('charges children half, infants a zero-fare ticket, and students half on domestic routes', () => {
    const full = price(leg()).pricing.passengerPrices.total;
    const party = price(
      leg({
        passengers: [
          adult(),
          adult({ passengerType: 'CH' }),
          adult({ passengerType: 'IN' }),
          adult({ passengerType: 'ST', proofNumber: 'UOA20931' }),
        ],
      }),
    );
    const [ad, ch, inf, st] = party.pricing.passengerPrices.items;
    expect(ad!.total).toBe(full);
    expect(ch!.total).toBe(Math.round(full / 2));
    expect(inf!.total).toBe(0);
    expect(inf!.fare).toBe(full);
    expect(st!.total).toBe(Math.round(full / 2));
    expect(party.resources.DECK).toBe(4);
  });

  it('gives large families and residents with a valid MAN number 50 %, and refuses a bad MAN number', () => {
    const full = price(leg()).pricing.tripTotal;
    expect(
      price(leg({ passengers: [adult({ discountIdOrCode: 'LF', proofNumber: 'PT20931' })] })).pricing
        .tripTotal,
    ).toBe(full - Math.round(full / 2));
    const man = withLuhnDigit('12345678');
    expect(
      price(leg({ passengers: [adult({ discountIdOrCode: 'MAN', manNumber: man })] })).pricing.tripTotal,
    ).toBe(full - Math.round(full / 2));
    const bad = priceLeg(
      blueStar,
      leg({
        passengers: [
          adult({ discountIdOrCode: 'MAN', manNumber: '123456789' === man ? '123456780' : '123456789' }),
        ],
      }),
      agent,
      'legs[0]',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error).toMatchObject({ code: 'invalidResident', path: 'legs[0].passengers[0].manNumber' });
  });

  it('refuses a student or disability fare and the large-family discount without a card number of letters and digits', () => {
    const refusal = (passenger: PassengerRequest) => {
      const priced = priceLeg(blueStar, leg({ passengers: [passenger] }), agent, 'legs[0]');
      return priced.ok ? null : priced.error;
    };
    const onCard = { code: 'invalidRequest', path: 'legs[0].passengers[0].proofNumber' };
    expect(refusal(adult({ passengerType: 'ST' }))).toMatchObject(onCard);
    expect(refusal(adult({ passengerType: 'DI', proofNumber: 'ΑΜΕΑ 1' }))).toMatchObject(onCard);
    expect(refusal(adult({ discountIdOrCode: 'LF', proofNumber: '' }))).toMatchObject(onCard);
    expect(refusal(adult({ passengerType: 'DI', proofNumber: 'AMEA4471' }))).toBeNull();
  });

  it('takes 10 % off with a valid SeaSmiles card and refuses a card of another company', () => {
    const card = withLuhnDigit('70011234567');
    const full = price(leg()).pricing.tripTotal;
    expect(price(leg({ passengers: [adult({ loyaltyCard: card })] })).pricing.tripTotal).toBe(
      full - Math.round(full / 10),
    );
    const wrong = priceLeg(
      blueStar,
      leg({ passengers: [adult({ loyaltyCard: withLuhnDigit('72101234567') })] }),
      agent,
      'legs[0]',
    );
    expect(!wrong.ok && wrong.error.code).toBe('invalidLoyaltyCard');
  });

  it('prices vehicles by type and length, trailers per metre, and pets; and counts garage and kennels', () => {
    const car = price(leg({ vehicles: [{ accommodationType: 'CAR', length: 4.2 }] }));
    const longCar = price(leg({ vehicles: [{ accommodationType: 'CAR', length: 4.9 }] }));
    const withTrailer = price(
      leg({
        vehicles: [
          { accommodationType: 'CAR', length: 4.2, trailer: { accommodationType: 'TRAILER', length: 3 } },
        ],
      }),
    );
    const longerTrailer = price(
      leg({
        vehicles: [
          { accommodationType: 'CAR', length: 4.2, trailer: { accommodationType: 'TRAILER', length: 5 } },
        ],
      }),
    );
    expect(longCar.pricing.vehiclePrices.total).toBeGreaterThan(car.pricing.vehiclePrices.total);
    expect(car.pricing.vehiclePrices.total).toBeGreaterThan(7000);
    expect(longerTrailer.pricing.trailerPrices.total).toBeGreaterThan(
      withTrailer.pricing.trailerPrices.total,
    );
    expect(withTrailer.resources.GARAGE).toBe(47 + 30);
    const pets = price(leg({ pets: [{ code: 'SMALL', passengerIndex: 0 }] }));
    expect(pets.pricing.petPrices.total).toBeGreaterThanOrEqual(500);
    expect(pets.resources.KENNEL).toBe(1);
  });

  it('prices a whole cabin at the fare the results offered, however many sleep in it (issue #24)', () => {
    const offered = wholeCabinFare(
      accommodationFares(vesselOrThrow(blueStar.run.line.vessel), passageFare(blueStar, agent)).find(
        (fare) => fare.code === 'A4',
      )!.fare,
      4,
    );
    const cabin = (count: number) =>
      price(leg({ passengers: Array.from({ length: count }, () => adult({ accommodationType: 'A4' })) }));
    for (const count of [1, 3, 4]) {
      const whole = cabin(count);
      expect(whole.resources.A4).toBe(4);
      expect(whole.pricing.servicePrices.items).toEqual([
        expect.objectContaining({ code: 'CABIN:A4', fare: offered, discount: 0, total: offered }),
      ]);
      expect(whole.pricing.passengerPrices.total).toBe(0);
      expect(whole.pricing.tripTotal).toBe(offered);
    }
    const twoCabins = cabin(5);
    expect(twoCabins.resources.A4).toBe(8);
    expect(twoCabins.pricing.tripTotal).toBe(2 * offered);
    const berth = price(
      leg({ passengers: [adult({ accommodationType: 'A4', accommodationRequestType: 'MALE' })] }),
    );
    expect(berth.resources.A4).toBe(1);
    expect(berth.pricing.servicePrices.total).toBe(0);
  });

  it('refuses what the ship cannot do, naming the field', () => {
    const cases: Array<[LegRequest, string]> = [
      [leg({ passengers: [adult({ accommodationType: 'LUX' })] }), 'legs[0].passengers[0].accommodationType'],
      [leg({ vehicles: [{ accommodationType: 'CAR', length: 9 }] }), 'legs[0].vehicles[0].length'],
      [leg({ pets: [{ code: 'SMALL', passengerIndex: 3 }] }), 'legs[0].pets[0].passengerIndex'],
      [leg({ passengers: [], vehicles: [] }), 'legs[0].passengers'],
      [leg({ fareOption: 'DOM' }), 'legs[0].fareOption'],
    ];
    for (const [request, path] of cases) {
      const result = priceLeg(blueStar, request, agent, 'legs[0]');
      expect(result.ok ? 'ok' : result.error.path).toBe(path);
    }
  });

  it('always sums the groups into the trip total, never a fraction of a cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            passengerType: fc.constantFrom('AD', 'CH', 'IN', 'ST', 'SE', 'DI' as const),
            accommodationType: fc.constantFrom('DECK', 'AIR', 'B4', 'A2'),
            proofNumber: fc.constant('CARD1234'),
          }),
          { minLength: 1, maxLength: 9 },
        ),
        fc.constantFrom('STD', 'MIX', 'PRM'),
        (passengers, fareOption) => {
          const priced = price(
            leg({ fareOption, passengers: passengers.map((p) => adult(p as Partial<PassengerRequest>)) }),
          ).pricing;
          const sum = [
            priced.passengerPrices,
            priced.vehiclePrices,
            priced.trailerPrices,
            priced.servicePrices,
            priced.petPrices,
          ].reduce((s, g) => s + g.total, 0);
          expect(priced.tripTotal).toBe(sum);
          expect(Number.isSafeInteger(priced.tripTotal)).toBe(true);
          for (const item of priced.passengerPrices.items) expect(item.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('sells a domestic-route ticket only on the Greek legs of international lines', () => {
    const domestic = segmentById('SF1-O-20260715-1730-GPA-IGO')!;
    expect(price(leg({ tripId: domestic.tripId, fareOption: 'DOM' }), domestic).pricing.fareOption).toBe(
      'DOM',
    );
  });
});

describe('cancellation and cards', () => {
  it('refunds by coverage and hours left', () => {
    const departure = Date.parse('2026-07-15T07:25:00+03:00');
    const days = (n: number) => departure - n * 24 * 3_600_000;
    expect(refundByTerms('full', 10_000, departure, days(2)).refund).toBe(10_000);
    expect(refundByTerms('full', 10_000, departure, departure - 5 * 3_600_000).refund).toBe(5_000);
    expect(refundByTerms('partial', 10_000, departure, days(20)).refund).toBe(8_000);
    expect(refundByTerms('partial', 10_000, departure, days(2)).refund).toBe(5_000);
    expect(refundByTerms('none', 10_000, departure, days(20))).toMatchObject({ refund: 0, fee: 10_000 });
  });

  it('checks Luhn digits', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid(withLuhnDigit('1234'))).toBe(true);
  });
});
