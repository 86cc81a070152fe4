import { describe, expect, it } from 'vitest';
import { refundExpectedBy, refundSteps } from '#domain/refunds/refund-steps.ts';

describe('a refund sent to the card', () => {
  it('is expected by the Athens business day it was sent plus the provider’s ten business days', () => {
    // Thursday 26 November 2026: ten business days later, weekends skipped, is Thursday 10 December.
    expect(refundExpectedBy('2026-11-26T10:00:00Z', 'viva')).toBe('2026-12-10');
    // 23:30 UTC on Friday is already Saturday in Athens: counted from Saturday, it lands on Friday 11 December.
    expect(refundExpectedBy('2026-11-27T23:30:00Z', 'sandbox')).toBe('2026-12-11');
  });

  it('has no expected day before it is sent', () => {
    expect(refundSteps({ requestedAt: '2026-11-26T10:00:00Z' })).toEqual({
      requestedAt: '2026-11-26T10:00:00Z',
      acceptedAt: null,
      sentAt: null,
      reference: null,
      expectedBy: null,
    });
    expect(
      refundSteps({
        requestedAt: '2026-11-26T10:00:00Z',
        acceptedAt: '2026-11-26T10:00:05Z',
        sentAt: '2026-11-26T10:00:09Z',
        sentThrough: 'sandbox',
        refundReference: 'R-1',
      }),
    ).toMatchObject({ reference: 'R-1', expectedBy: '2026-12-10' });
  });
});
