import { describe, expect, it } from 'vitest';
import { addressProofExpiry, isPlausibleSecret, signInLinkExpiry } from '#domain/orders/sign-in-link.ts';

describe('the sign-in link rules', () => {
  const now = new Date('2026-07-01T09:00:00Z');

  it('lets the link work for thirty minutes', () => {
    expect(signInLinkExpiry(now)).toEqual(new Date('2026-07-01T09:30:00Z'));
  });

  it('lets the browser proof it becomes last twelve hours', () => {
    expect(addressProofExpiry(now)).toEqual(new Date('2026-07-01T21:00:00Z'));
  });

  it('looks a secret up only when it could be one', () => {
    expect(isPlausibleSecret('')).toBe(false);
    expect(isPlausibleSecret('x'.repeat(101))).toBe(false);
    expect(isPlausibleSecret('Zq3_8f-kT0a9LmN2pQrStUvWxYz012345678AbCdEf')).toBe(true);
  });
});
