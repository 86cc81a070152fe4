import { describe, expect, it } from 'vitest';
import { cancellationQuote, type UpstreamRefundQuote } from '#domain/orders/cancellation-quote.ts';

const quote = (overrides: Partial<UpstreamRefundQuote> = {}): UpstreamRefundQuote => ({
  coverage: 'full',
  paid: 10_000,
  fee: 1_000,
  refund: 9_000,
  ...overrides,
});

describe('the cancellation quote of an order', () => {
  it('adds up the upstream quotes: what was paid is what comes back plus the fees', () => {
    const total = cancellationQuote([quote(), quote({ paid: 5_000, fee: 500, refund: 4_500 })], 15_000);
    expect(total).toEqual({ coverage: 'full', paid: 15_000, fee: 1_500, refund: 13_500, refundPercent: 90 });
    expect(total.refund + total.fee).toBe(total.paid);
  });

  it('is partial when the sailings are covered differently, and keeps a single coverage as it is', () => {
    expect(
      cancellationQuote([quote(), quote({ coverage: 'none', fee: 10_000, refund: 0 })], 20_000).coverage,
    ).toBe('partial');
    expect(cancellationQuote([quote({ coverage: 'none', fee: 10_000, refund: 0 })], 10_000)).toMatchObject({
      coverage: 'none',
      refund: 0,
      refundPercent: 0,
    });
  });

  it('never gives back more than the traveller was charged, when a coupon paid part of the fare', () => {
    const total = cancellationQuote([quote()], 8_000);
    expect(total.refund).toBe(8_000);
    expect(total.refundPercent).toBe(80);
  });

  it('rounds the refund percent to a whole number', () => {
    expect(cancellationQuote([quote({ paid: 3_000, fee: 1_000, refund: 2_000 })], 3_000).refundPercent).toBe(
      67,
    );
  });

  it('offers nothing, covered by nothing, when there is no upstream quote', () => {
    expect(cancellationQuote([], 5_000)).toEqual({
      coverage: 'none',
      paid: 0,
      fee: 0,
      refund: 0,
      refundPercent: 0,
    });
  });
});
