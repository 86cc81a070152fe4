import { describe, expect, it } from 'vitest';
import { careAsked, careClaim } from '#domain/passenger-rights/care-claim.ts';
import type { LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import { careExpensesOf, careExpensesSchema } from '#domain/validation/care-expenses-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

const at = (minutes: number) => new Date(Date.UTC(2027, 6, 15, 7, 0) + minutes * 60_000).toISOString();

/** A 5-hour crossing departing at 07:00 UTC, put off by `delay` minutes. */
const delayed = (delay: number, more: Partial<LegDisruptionFacts> = {}): LegDisruptionFacts => ({
  kind: 'delayed',
  scheduledDeparture: at(0),
  scheduledArrival: at(300),
  expectedDeparture: at(delay),
  expectedArrival: at(300 + delay),
  scheduledJourneyMinutes: 300,
  cause: 'other',
  paidForLeg: 9_000,
  knownBeforePurchase: false,
  ...more,
});

const cancelled = (more: Partial<LegDisruptionFacts> = {}): LegDisruptionFacts => ({
  ...delayed(0),
  kind: 'cancelled',
  expectedDeparture: undefined,
  expectedArrival: undefined,
  ...more,
});

const spent = (meals: number, nights = 0, perNight = 0) => ({ meals, nights, perNight });

describe('care on a disrupted leg (Regulation (EU) 1177/2010, Art. 17)', () => {
  it('gives meals only for a departure delay of more than 90 minutes (Art. 17(1)), not at 90 exactly', () => {
    expect(careClaim(delayed(90), spent(1_000), 1).refreshments).toMatchObject({
      granted: 0,
      reason: 'notDue',
    });
    expect(careClaim(delayed(91), spent(1_000), 1).refreshments).toMatchObject({
      granted: 1_000,
      reason: 'asSpent',
      meals: 1,
      cap: 1_500,
    });
  });

  it('caps meals in proportion to the waiting time and the passengers: a meal of 15 € per 8 hours begun', () => {
    const line = careClaim(delayed(9 * 60), spent(10_000), 2).refreshments;
    expect(line).toMatchObject({ meals: 2, cap: 6_000, granted: 6_000, reason: 'capped' });
  });

  it('counts a cancelled sailing as a day of waiting, and a day more for each night of the stay', () => {
    expect(careClaim(cancelled(), spent(9_000), 1).refreshments).toMatchObject({ meals: 3, cap: 4_500 });
    expect(careClaim(cancelled(), spent(9_000, 1, 5_000), 1).refreshments).toMatchObject({
      meals: 6,
      cap: 9_000,
    });
  });

  it('pays a stay up to 3 nights at up to 80 € a night per passenger (Art. 17(2))', () => {
    const two = careClaim(cancelled(), spent(0, 2, 15_000), 2);
    expect(two.accommodation).toMatchObject({ asked: 30_000, granted: 30_000, reason: 'asSpent' });
    const four = careClaim(cancelled(), spent(0, 4, 10_000), 1);
    expect(four.accommodation).toMatchObject({
      asked: 40_000,
      nightsCounted: 3,
      perNightCap: 8_000,
      granted: 24_000,
      reason: 'capped',
    });
    expect(four.amount).toBe(24_000);
    expect(careAsked(four)).toEqual({ meals: 0, nights: 3, perNight: 8_000 });
  });

  it('counts only the nights a delay spans: none within a day, one across a night (issue #49)', () => {
    const daytime = careClaim(delayed(150), spent(0, 3, 6_000), 1);
    expect(daytime.accommodation).toMatchObject({ nightsCounted: 0, cap: 0, granted: 0 });
    // 07:00 UTC (10:00 in Greece) put off by 22 hours leaves the next morning: one night.
    const overnight = careClaim(delayed(22 * 60), spent(0, 3, 6_000), 1);
    expect(overnight.accommodation).toMatchObject({ nightsCounted: 1, granted: 6_000, reason: 'capped' });
  });

  it('gives no stay when the weather endangered the ship’s safe operation (Art. 17(3)), meals still', () => {
    const care = careClaim(cancelled({ cause: 'weather' }), spent(2_000, 1, 6_000), 1);
    expect(care.accommodation).toMatchObject({ granted: 0, reason: 'weather' });
    expect(care.refreshments).toMatchObject({ granted: 2_000, reason: 'asSpent' });
    expect(care.amount).toBe(2_000);
  });

  it('gives nothing when the disruption was known before buying (Art. 20(2))', () => {
    const care = careClaim(cancelled({ knownBeforePurchase: true }), spent(2_000, 1, 6_000), 1);
    expect(care.refreshments.reason).toBe('knownBeforePurchase');
    expect(care.accommodation.reason).toBe('knownBeforePurchase');
    expect(care.amount).toBe(0);
  });
});

describe('the care claim form', () => {
  const read = (form: Record<string, string>) => validateWith(careExpensesSchema, form, 'invalidForm');

  it('reads euros with a point or a comma into whole cents, an empty field as nothing', () => {
    const valid = read({ meals: '24,50', nights: '', perNight: '' });
    expect(valid.ok && careExpensesOf(valid.value)).toEqual({ meals: 2_450, nights: 0, perNight: 0 });
    const stay = read({ meals: '0.5', nights: '2', perNight: '79.99' });
    expect(stay.ok && careExpensesOf(stay.value)).toEqual({ meals: 50, nights: 2, perNight: 7_999 });
  });

  it('refuses what is not an amount, field by field', () => {
    const refused = read({ meals: '-3', nights: '1.5', perNight: 'eighty' });
    expect(refused.ok ? [] : refused.error.fields?.map((field) => [field.path, field.key])).toEqual([
      ['meals', 'invalidNumber'],
      ['nights', 'invalidNumber'],
      ['perNight', 'invalidNumber'],
    ]);
  });
});
