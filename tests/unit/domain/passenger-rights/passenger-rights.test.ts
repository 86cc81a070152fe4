import { describe, expect, it } from 'vitest';
import type { LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import { claimableCompensation, passengerRights } from '#domain/passenger-rights/passenger-rights.ts';

const at = (minutes: number) => new Date(Date.UTC(2027, 6, 15, 7, 0) + minutes * 60_000).toISOString();

/** An 8-hour crossing departing at 07:00 UTC for which the traveller paid 120 €. */
const delayed = (departureDelay: number, arrivalDelay: number, more: Partial<LegDisruptionFacts> = {}) =>
  ({
    kind: 'delayed',
    scheduledDeparture: at(0),
    scheduledArrival: at(8 * 60),
    expectedDeparture: at(departureDelay),
    expectedArrival: at(8 * 60 + arrivalDelay),
    scheduledJourneyMinutes: 8 * 60,
    cause: 'other',
    paidForLeg: 12_000,
    knownBeforePurchase: false,
    ...more,
  }) satisfies LegDisruptionFacts;

const cancelled = (more: Partial<LegDisruptionFacts> = {}): LegDisruptionFacts => ({
  ...delayed(0, 0),
  kind: 'cancelled',
  expectedDeparture: undefined,
  expectedArrival: undefined,
  ...more,
});

const kinds = (facts: LegDisruptionFacts) => passengerRights(facts).rights.map((right) => right.kind);

describe('passenger rights of a disrupted leg (Regulation (EU) 1177/2010)', () => {
  it('a 3-hour arrival delay on an 8-hour crossing earns 25 % of what was paid for the leg', () => {
    expect(claimableCompensation(passengerRights(delayed(180, 180)))).toEqual({
      kind: 'compensation',
      article: '19',
      percent: 25,
      amount: 3_000,
      arrivalDelayMinutes: 180,
      thresholdMinutes: 120,
    });
  });

  it('a 4-hour arrival delay on the same crossing earns 50 %', () => {
    expect(claimableCompensation(passengerRights(delayed(0, 240)))).toMatchObject({
      percent: 50,
      amount: 6_000,
    });
  });

  it('a cancellation gives information, the choice, refreshments and up to 3 nights at 80 € each', () => {
    expect(passengerRights(cancelled()).rights).toEqual([
      { kind: 'information', article: '16' },
      { kind: 'reroutingOrReimbursement', article: '18' },
      { kind: 'refreshments', article: '17(1)' },
      { kind: 'accommodation', article: '17(2)', nights: 3, perNight: 8_000 },
    ]);
  });

  it('the choice and care start with a departure delay of more than 90 minutes', () => {
    expect(kinds(delayed(90, 0))).toEqual(['information']);
    expect(kinds(delayed(91, 0))).toEqual([
      'information',
      'reroutingOrReimbursement',
      'refreshments',
      'accommodation',
    ]);
    expect(kinds(delayed(0, 0))).toEqual([]);
  });

  it('the weather takes away the bed (Art. 17(3)) and the compensation (Art. 20(4)), not the choice', () => {
    const rights = passengerRights(delayed(200, 200, { cause: 'weather' }));
    expect(rights.rights.map((right) => right.kind)).toEqual([
      'information',
      'reroutingOrReimbursement',
      'refreshments',
    ]);
    expect(rights.withheld).toEqual([
      { kind: 'accommodation', reason: 'weather', article: '17(3)' },
      { kind: 'compensation', reason: 'weather', article: '20(4)' },
    ]);
  });

  it('extraordinary circumstances take away the compensation only (Art. 20(4))', () => {
    const rights = passengerRights(delayed(200, 200, { cause: 'extraordinary' }));
    expect(rights.rights.map((right) => right.kind)).toContain('accommodation');
    expect(rights.withheld).toEqual([{ kind: 'compensation', reason: 'extraordinary', article: '20(4)' }]);
  });

  it('a disruption known before buying leaves only the information (Art. 20(2) and (3))', () => {
    const rights = passengerRights(delayed(200, 200, { knownBeforePurchase: true }));
    expect(rights.rights).toEqual([{ kind: 'information', article: '16' }]);
    expect(rights.withheld.map((right) => `${right.kind} ${right.article}`)).toEqual([
      'reroutingOrReimbursement 20(2)',
      'refreshments 20(2)',
      'accommodation 20(2)',
      'compensation 20(3)',
    ]);
  });

  it('pays nothing under the 6 € minimum, and pays 6 € itself', () => {
    const atMinimum = passengerRights(delayed(0, 180, { paidForLeg: 2_398 })); // 25 % is 599.5 cents: 600
    expect(claimableCompensation(atMinimum)).toMatchObject({ amount: 600 });
    const below = passengerRights(delayed(0, 180, { paidForLeg: 2_397 })); // 599.25 → 599
    expect(claimableCompensation(below)).toBeUndefined();
    expect(below.withheld).toEqual([{ kind: 'compensation', reason: 'belowMinimum', article: '19(6)' }]);
  });

  it('a cancelled leg has no arrival to compensate yet', () => {
    expect(claimableCompensation(passengerRights(cancelled()))).toBeUndefined();
  });
});
