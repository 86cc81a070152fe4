import { describe, expect, it } from 'vitest';
import { offerHasEnded } from '#domain/content/offer-validity.ts';

describe('offer validity', () => {
  // Stored as midnight UTC of its last day, as the seed and the content API write a date.
  const lastDay = new Date('2026-05-31T00:00:00Z');

  it('runs through the whole of its last day in Athens', () => {
    expect(offerHasEnded(lastDay, new Date('2026-05-31T20:59:00Z'))).toBe(false);
  });

  it('has ended from the next midnight in Athens, before midnight in UTC', () => {
    expect(offerHasEnded(lastDay, new Date('2026-05-31T21:01:00Z'))).toBe(true);
    expect(offerHasEnded(lastDay, new Date('2026-11-23T09:00:00Z'))).toBe(true);
  });

  it('never ends without an end date', () => {
    expect(offerHasEnded(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
