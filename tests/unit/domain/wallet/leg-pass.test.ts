import { describe, expect, it } from 'vitest';
import type { LegVersion, OrderVersion } from '#domain/orders/order-versions.ts';
import { passLastModified } from '#domain/wallet/leg-pass.ts';

const leg = (overrides: Partial<LegVersion> = {}): LegVersion => ({
  tripId: 'trip-1',
  companyCode: 'BSF',
  companyName: 'Blue Star Ferries',
  vesselName: 'Blue Star Delos',
  from: 'PIR',
  to: 'JTR',
  departure: '2027-01-15T07:25:00+02:00',
  arrival: '2027-01-15T15:00:00+02:00',
  passengers: ['Eleni Papadopoulou'],
  tickets: ['T-1'],
  status: 'valid',
  ...overrides,
});

const version = (number: number, at: string, legs: LegVersion[]): OrderVersion => ({
  number,
  cause: 'adminCause.test',
  at,
  status: 'ticketed',
  legs,
});

describe('when a sailing’s pass last changed', () => {
  it('is the version that last changed that sailing, not a later one that changed another', () => {
    const versions = [
      version(3, '2027-01-03T10:00:00.000Z', [leg({ tripId: 'trip-2' }), leg({ status: 'cancelled' })]),
      version(1, '2027-01-01T10:00:00.000Z', [leg(), leg()]),
      version(2, '2027-01-02T10:00:00.000Z', [leg({ tripId: 'trip-2' }), leg()]),
    ];
    expect(passLastModified(versions, 0, 'fallback')).toBe('2027-01-02T10:00:00.000Z');
    expect(passLastModified(versions, 1, 'fallback')).toBe('2027-01-03T10:00:00.000Z');
  });

  it('is the order’s own instant for an order placed before versions were kept', () => {
    expect(passLastModified([], 0, '2026-12-01T08:00:00.000Z')).toBe('2026-12-01T08:00:00.000Z');
  });
});
