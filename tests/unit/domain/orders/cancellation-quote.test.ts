import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  type QuotedUpstreamBooking,
  type UpstreamRefundQuote,
} from '#domain/orders/cancellation-quote.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';

const quote = (overrides: Partial<UpstreamRefundQuote> = {}): UpstreamRefundQuote => ({
  coverage: 'full',
  paid: 10_000,
  fee: 1_000,
  refund: 9_000,
  ...overrides,
});

const breakdown = (overrides: Partial<Parameters<typeof cancellationQuote>[1]> = {}) => ({
  tripTotals: [10_000],
  discount: 0,
  serviceFee: 0,
  extraCost: 0,
  shippingCost: 0,
  ...overrides,
});

/** Issue #24: 578,80 € of fares, a 57,88 € coupon and 3,00 € courier, 523,92 € paid. */
const couponOrder = breakdown({ tripTotals: [28_940, 28_940], discount: 5_788, shippingCost: 300 });
const oneBookingOfBothLegs = (q: UpstreamRefundQuote): QuotedUpstreamBooking[] => [
  { quote: q, legIndexes: [0, 1] },
];

describe('what the traveller paid per leg', () => {
  it('takes the coupon off and adds the fees in proportion to the fares, leaving the courier cost out', () => {
    expect(
      paidPerLeg(breakdown({ tripTotals: [30_000, 10_000], discount: 4_000, serviceFee: 400, extraCost: 1 })),
    ).toEqual([27_301, 9_100]);
    expect(paidPerLeg(couponOrder)).toEqual([26_046, 26_046]);
  });
});

describe('the cancellation quote of an order', () => {
  it('starts from what was paid after the coupon, not from the fare, and gives back the unshipped courier cost', () => {
    const total = cancellationQuote(
      oneBookingOfBothLegs(quote({ paid: 57_880, fee: 11_576, refund: 46_304 })),
      couponOrder,
      false,
    );
    expect(total).toEqual({
      coverage: 'full',
      paid: 52_392,
      fee: 10_418,
      refund: 41_974,
      refundPercent: 80,
      estimated: false,
    });
  });

  it('keeps the courier cost once the tickets were shipped', () => {
    const total = cancellationQuote(
      oneBookingOfBothLegs(quote({ paid: 57_880, fee: 11_576, refund: 46_304 })),
      couponOrder,
      true,
    );
    expect(total).toMatchObject({ paid: 52_092, fee: 10_418, refund: 41_674 });
  });

  it('gives back everything paid for a fully refundable fare, coupon and fees included', () => {
    const total = cancellationQuote(
      oneBookingOfBothLegs(quote({ paid: 57_880, fee: 0, refund: 57_880 })),
      couponOrder,
      false,
    );
    expect(total).toMatchObject({ paid: 52_392, fee: 0, refund: 52_392, refundPercent: 100 });
  });

  it('quotes each upstream booking on its own legs and adds them up', () => {
    const total = cancellationQuote(
      [
        { quote: quote({ paid: 30_000, fee: 3_000, refund: 27_000 }), legIndexes: [0] },
        { quote: quote({ coverage: 'none', paid: 10_000, fee: 10_000, refund: 0 }), legIndexes: [1] },
      ],
      breakdown({ tripTotals: [30_000, 10_000], discount: 4_000 }),
      false,
    );
    expect(total).toEqual({
      coverage: 'partial',
      paid: 36_000,
      fee: 11_700,
      refund: 24_300,
      refundPercent: 68,
      estimated: false,
    });
  });

  it('is estimated when any company’s part was worked out from its published terms, not asked', () => {
    const asked = { quote: quote({ paid: 30_000, fee: 3_000, refund: 27_000 }), legIndexes: [0] };
    const worked = {
      quote: { ...quote({ paid: 10_000, fee: 2_000, refund: 8_000 }), estimated: true },
      legIndexes: [1],
    };
    const bookings = breakdown({ tripTotals: [30_000, 10_000] });
    expect(cancellationQuote([asked, worked], bookings, false).estimated).toBe(true);
    expect(cancellationQuote([asked], bookings, false).estimated).toBe(false);
  });

  it('offers nothing, covered by nothing, when there is no upstream quote', () => {
    expect(cancellationQuote([], breakdown(), false)).toEqual({
      coverage: 'none',
      paid: 0,
      fee: 0,
      refund: 0,
      refundPercent: 0,
      estimated: false,
    });
  });
});
