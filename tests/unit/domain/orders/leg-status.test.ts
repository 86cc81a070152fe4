import { describe, expect, it } from 'vitest';
import {
  canMoveLeg,
  careStillOffered,
  legCancellationKind,
  legRefunds,
  legStatusInOrder,
  type OrderLegCancellation,
  validLegIndexes,
} from '#domain/orders/leg-status.ts';

const cancelled = (status: OrderLegCancellation['status'], refund = 1_000): OrderLegCancellation => ({
  status,
  coverage: 'full',
  paid: 2_000,
  fee: 2_000 - refund,
  refund,
  requestedAt: '2026-11-26T10:00:00Z',
});
const roundTrip = (legs: { cancellation?: OrderLegCancellation }[] = [{}, {}]) => ({
  status: 'ticketed' as const,
  paymentMethod: 'creditCard',
  legs,
});

describe('a leg of an order', () => {
  it('offers a disruption’s care only while it is valid: never once refunded, alone or with its order', () => {
    expect(careStillOffered(roundTrip(), 0)).toBe(true);
    const refunded = roundTrip([{}, { cancellation: cancelled('refunded') }]);
    expect(careStillOffered(refunded, 1)).toBe(false);
    expect(careStillOffered(refunded, 0)).toBe(true);
    expect(careStillOffered(roundTrip([{}, { cancellation: cancelled('refunding') }]), 1)).toBe(false);
    expect(careStillOffered({ ...roundTrip(), status: 'refunded' }, 0)).toBe(false);
    expect(careStillOffered({ ...roundTrip(), status: 'cancelled' }, 1)).toBe(false);
  });

  it('moves valid → cancelled → refunding → refunded, never back or skipping', () => {
    expect(canMoveLeg('valid', 'cancelled')).toBe(true);
    expect(canMoveLeg('cancelled', 'refunding')).toBe(true);
    expect(canMoveLeg('refunding', 'refunded')).toBe(true);
    expect(canMoveLeg('cancelled', 'cancelled')).toBe(false);
    expect(canMoveLeg('valid', 'refunded')).toBe(false);
    expect(canMoveLeg('refunded', 'valid')).toBe(false);
  });

  it('is cancelled alone while another leg stays valid; the last valid leg is the whole order', () => {
    expect(legCancellationKind(roundTrip(), 1)).toBe('leg');
    const oneLeft = roundTrip([{}, { cancellation: cancelled('refunded') }]);
    expect(validLegIndexes(oneLeft)).toEqual([0]);
    // A cancelled order's legs are valid nowhere, whether or not each was cancelled alone.
    expect(validLegIndexes({ ...oneLeft, status: 'cancelled' })).toEqual([]);
    expect(legCancellationKind(oneLeft, 0)).toBe('wholeOrder');
    expect(legCancellationKind(oneLeft, 1)).toBe('refused');
    expect(legCancellationKind(roundTrip(), 2)).toBe('refused');
  });

  it('is not cancelled alone on an order that is not ticketed, or paid on a reseller credit', () => {
    expect(legCancellationKind({ ...roundTrip(), status: 'cancelled' }, 0)).toBe('refused');
    expect(legCancellationKind({ ...roundTrip(), paymentMethod: 'creditLimit' }, 0)).toBe('refused');
  });

  it('adds up the refunds promised and those sent', () => {
    const legs = [
      { cancellation: cancelled('cancelled', 700) },
      { cancellation: cancelled('refunded', 1_200) },
      {},
    ];
    expect(legRefunds(legs, 'promised')).toBe(1_900);
    expect(legRefunds(legs, 'sent')).toBe(1_200);
  });
});

describe('a leg as every view tells it', () => {
  it('is valid only while its order is live and it was not cancelled alone', () => {
    expect(legStatusInOrder({ status: 'ticketed' }, {})).toBe('valid');
    expect(legStatusInOrder({ status: 'ticketed' }, { cancellation: cancelled('refunding') })).toBe(
      'refunding',
    );
  });

  it('ends with its order: a cancelled order’s legs are cancelled, a refunded order’s refunded', () => {
    expect(legStatusInOrder({ status: 'cancelled' }, {})).toBe('cancelled');
    expect(legStatusInOrder({ status: 'refunded' }, {})).toBe('refunded');
    // A leg cancelled alone before keeps its own story.
    expect(legStatusInOrder({ status: 'refunded' }, { cancellation: cancelled('refunded') })).toBe(
      'refunded',
    );
    expect(legStatusInOrder({ status: 'cancelled' }, { cancellation: cancelled('refunding') })).toBe(
      'refunding',
    );
  });
});
