import { describe, expect, it } from 'vitest';
import type { OrderRefund } from '#domain/back-office/refund-request.ts';
import { refundTracks, withProviderStates } from '#domain/refunds/order-refunds.ts';

const staff = (id: string): OrderRefund => ({
  id,
  orderId: 'order-1',
  amount: 500,
  method: 'provider',
  reason: 'late ship',
  status: 'done',
  requestedBy: 'finance@kyma.test',
  requestedAt: '2026-11-26T10:00:00.000Z',
  completedAt: '2026-11-26T10:01:00.000Z',
  sentThrough: 'viva',
  reference: `V-${id}`,
});

describe('a refund as its provider has it (decision 0130)', () => {
  const tracks = refundTracks(
    { legs: [], cancellation: undefined },
    [staff('a'), staff('b'), staff('c')],
    [],
  );

  it('is sent once settled, not yet sent while pending at the provider, refused once the provider failed it', () => {
    const [settled, pending, failed] = withProviderStates(tracks, [
      { refundId: 'a', state: 'settled' },
      { refundId: 'b', state: 'settled' },
      { refundId: 'b', state: 'pending' },
      { refundId: 'c', state: 'failed' },
    ]);
    expect(settled).toEqual(tracks[0]);
    expect(pending).toMatchObject({ sentAt: null, expectedBy: null, reference: null, refused: false });
    expect(failed).toMatchObject({ refused: true });
  });
});
