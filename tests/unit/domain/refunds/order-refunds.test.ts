import { describe, expect, it } from 'vitest';
import type { OrderRefund } from '#domain/back-office/refund-request.ts';
import { refundTracks } from '#domain/refunds/order-refunds.ts';

const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;

const staffRefund = (overrides: Partial<OrderRefund>): OrderRefund => ({
  id: 'staff-1',
  orderId: 'order-1',
  amount: 500,
  method: 'provider',
  reason: 'late ship',
  status: 'done',
  requestedBy: 'finance@kyma.test',
  requestedAt: at(20),
  completedAt: at(21),
  sentThrough: 'viva',
  reference: 'V-9',
  ...overrides,
});

describe('every refund of an order, read one way', () => {
  it('lists a sailing’s, the whole order’s, a staff and a surplus refund with the same steps, oldest first', () => {
    const leg = {
      status: 'refunded' as const,
      coverage: 'partial' as const,
      paid: 4000,
      fee: 1000,
      refund: 3000,
      requestedAt: at(5),
      acceptedAt: at(6),
      sentAt: at(7),
      sentThrough: 'sandbox',
      refundReference: 'S-1',
    };
    const tracks = refundTracks(
      {
        legs: [{ cancellation: leg }, {}] as never,
        cancellation: { coverage: 'full', paid: 2000, fee: 0, refund: 2000, requestedAt: at(30) },
      },
      [
        staffRefund({}),
        staffRefund({
          id: 'staff-2',
          status: 'refused',
          requestedAt: at(25),
          sentThrough: null,
          reference: null,
        }),
      ],
      [
        {
          id: 'pay-2',
          provider: 'cardlink',
          amount: 4400,
          status: 'refunded',
          createdAt: at(1),
          completedAt: at(2),
          refundReference: 'C-7',
        },
      ],
    );
    expect(tracks.map((t) => [t.id, t.kind, t.amount])).toEqual([
      ['pay-2', 'surplus', 4400],
      ['leg-0', 'leg', 3000],
      ['staff-1', 'staff', 500],
      ['staff-2', 'staff', 500],
      ['order', 'order', 2000],
    ]);
    expect(tracks[0]).toMatchObject({
      sentAt: at(2),
      reference: 'C-7',
      expectedBy: '2026-12-10',
      companyStep: false,
    });
    expect(tracks[1]).toMatchObject({ legIndex: 0, acceptedAt: at(6), reference: 'S-1', companyStep: true });
    expect(tracks[2]).toMatchObject({ sentThrough: 'viva', reference: 'V-9', expectedBy: '2026-12-10' });
    expect(tracks[3]).toMatchObject({ refused: true, sentAt: null, expectedBy: null });
    expect(tracks[4]).toMatchObject({ acceptedAt: null, sentAt: null, companyStep: true });
  });

  it('expects nothing on a statement for money gone back to a reseller’s credit, and skips refunds of nothing', () => {
    const tracks = refundTracks(
      {
        legs: [],
        cancellation: {
          coverage: 'full',
          paid: 2000,
          fee: 0,
          refund: 2000,
          requestedAt: at(1),
          acceptedAt: at(2),
          sentAt: at(3),
          sentThrough: 'credit',
        },
      },
      [],
      [],
    );
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ sentAt: at(3), sentThrough: 'credit', expectedBy: null });
    const nothing = refundTracks(
      { legs: [], cancellation: { coverage: 'none', paid: 2000, fee: 2000, refund: 0, requestedAt: at(1) } },
      [],
      [],
    );
    expect(nothing).toEqual([]);
  });
});
