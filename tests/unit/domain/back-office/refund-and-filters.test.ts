import { describe, expect, it } from 'vitest';
import { readBookingFilters } from '#domain/back-office/booking-filters.ts';
import { athensDay, athensDayStart, readCouponForm } from '#domain/back-office/coupon-form.ts';
import { stateAllows } from '#domain/back-office/order-actions.ts';
import { centsFromEuros, refundable } from '#domain/back-office/refund-request.ts';

describe('refunds', () => {
  it('count queued and done refunds against what was paid, never refused ones', () => {
    expect(
      refundable(5000, [
        { amount: 1000, status: 'done' },
        { amount: 500, status: 'queued' },
        { amount: 3000, status: 'refused' },
      ]),
    ).toBe(3500);
    expect(refundable(1000, [{ amount: 1000, status: 'sending' }])).toBe(0);
  });

  it('read euros as staff type them, with a dot or a comma, and nothing else', () => {
    expect(['12', '12.5', '12,50', ' 0.07 '].map(centsFromEuros)).toEqual([1200, 1250, 1250, 7]);
    expect(['', '12.505', '-3', '1e3', '12.'].map(centsFromEuros)).toEqual([null, null, null, null, null]);
  });

  it('are allowed only once money was taken; courier vouchers only for courier delivery', () => {
    const delivery = { receiveTicketsMethod: 'portPickup' } as const;
    expect(stateAllows('refund', { status: 'paymentPending', delivery } as never)).toBe(false);
    expect(stateAllows('refund', { status: 'ticketed', delivery } as never)).toBe(true);
    expect(stateAllows('courierVoucher', { status: 'ticketed', delivery } as never)).toBe(false);
    expect(
      stateAllows('courierVoucher', {
        status: 'ticketed',
        delivery: { receiveTicketsMethod: 'courier' },
      } as never),
    ).toBe(true);
  });
});

describe('booking filters', () => {
  it('ignore what is malformed rather than refuse the list', () => {
    const filters = readBookingFilters(
      new URLSearchParams(
        'q=%20KY-12%20&status=nope&travelFrom=2026-02-30&bookedTo=2026-07-01&reseller=-4&page=0',
      ),
    );
    expect(filters).toMatchObject({
      query: 'KY-12',
      status: null,
      travelFrom: null,
      bookedTo: '2026-07-01',
      resellerId: null,
      page: 1,
    });
  });
});

describe('the coupon form', () => {
  it('reads whole Athens days, euros and percentages with two decimals, and empty fields as unset', () => {
    const read = readCouponForm({
      name: ' SUMMER ',
      active: 'on',
      email: '',
      fromAmount: '50',
      toAmount: '',
      activeFrom: '2026-07-01',
      activeUntil: '2026-07-31',
      totalUsesLimit: '100',
      discountKind: 'percentage',
      discountValue: '12,5',
    });
    expect(read).toEqual({
      ok: true,
      value: {
        name: 'SUMMER',
        active: true,
        email: null,
        fromAmount: 5000,
        toAmount: null,
        activeFrom: '2026-06-30T21:00:00.000Z',
        activeUntil: '2026-07-31T20:59:59.999Z',
        totalUsesLimit: 100,
        discountKind: 'percentage',
        discountValue: 1250,
      },
    });
    expect(athensDayStart('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
    expect(athensDay('2026-07-31T20:59:59.999Z')).toBe('2026-07-31');
  });

  it('names every field it cannot read', () => {
    const read = readCouponForm({
      name: 'X',
      fromAmount: 'ten',
      activeFrom: '2026-02-30',
      totalUsesLimit: '-1',
      discountKind: 'gift',
    });
    expect(read.ok ? [] : [...read.fields].sort()).toEqual([
      'activeFrom',
      'discountKind',
      'discountValue',
      'fromAmount',
      'totalUsesLimit',
    ]);
  });
});
