import { describe, expect, it } from 'vitest';
import { readBookingFilters } from '../../../../src/domain/back-office/booking-filters.ts';
import { stateAllows } from '../../../../src/domain/back-office/order-actions.ts';
import { centsFromEuros, refundable } from '../../../../src/domain/back-office/refund-request.ts';

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
