import { describe, expect, it } from 'vitest';
import { HmacSeals } from '#adapters/crypto/hmac-seals.ts';
import type { PaymentOutcome } from '#application/checkout/complete-payment.ts';
import {
  OpenPaidReturn,
  PAID_RETURN_LASTS_SECONDS,
  ReturnFromPayment,
} from '#application/checkout/paid-return.ts';
import { refusal } from '#domain/errors/refusal.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { err, ok } from '#domain/shared/result.ts';
import { TEST_TODAY } from '../../../support/test-today.ts';
import { anOrder } from '../../domain/support/order-builder.ts';

const order = { ...anOrder(), reference: 'ABCD-EFGH-JKMN-PQRS' };
const other = { ...anOrder(), reference: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' };

/** The use cases over one order store and a clock the test moves. */
function paidReturns(outcome: PaymentOutcome | null) {
  let now = TEST_TODAY;
  const deps = {
    orders: {
      findByReference: async (reference: string) =>
        [order, other]
          .filter((each) => each.reference === reference)
          .map((each) => ({ order: each, tokenHash: '' }))[0] ?? null,
    },
    seals: new HmacSeals({ secret: async () => 'a test key' }),
    clock: { now: () => now },
  };
  return {
    back: new ReturnFromPayment({
      ...deps,
      completePayment: {
        execute: async () => (outcome ? ok(outcome) : err(refusal('paymentNotVerified'))),
      },
    }),
    open: new OpenPaidReturn(deps),
    later: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const returned = { provider: 'sandbox', params: {} };

describe('the proof a verified payment return hands the browser', () => {
  it('opens its own order, masked, while it lasts, and nothing after', async () => {
    const { back, open, later } = paidReturns({ order, status: 'succeeded' });
    const came = await back.execute(returned);
    if (!came.ok || !came.value.proof) throw new Error('no proof');
    const proof = came.value.proof;

    const opened = await open.execute({ reference: order.reference, proof });
    expect(opened.ok && opened.value.leader.mobile).toMatch(/^•+\d{2}$/);
    expect(opened.ok && opened.value.legs[0]!.booking.passengers[0]!.documentId).toMatch(/^•+/);

    later(PAID_RETURN_LASTS_SECONDS - 1);
    expect((await open.execute({ reference: order.reference, proof })).ok).toBe(true);
    later(1);
    expect(await open.execute({ reference: order.reference, proof })).toEqual(
      err({ code: 'reservationNotFound' }),
    );
  });

  it('opens no other order, and no proof whose end or seal was altered', async () => {
    const { back, open } = paidReturns({ order, status: 'succeeded' });
    const came = await back.execute(returned);
    const proof = (came.ok && came.value.proof) || '';
    const [until, seal] = proof.split('.') as [string, string];
    for (const [reference, altered] of [
      [other.reference, proof],
      [order.reference, `${Number(until) + 60}.${seal}`],
      [order.reference, `${until}.${seal.slice(0, -1)}${seal.endsWith('A') ? 'B' : 'A'}`],
      [order.reference, ''],
      ['not a reference', proof],
    ] as const)
      expect(await open.execute({ reference, proof: altered })).toEqual(err({ code: 'reservationNotFound' }));
  });

  it('is not handed for a return the provider did not verify, nor for a change’s payment', async () => {
    expect((await paidReturns(null).back.execute(returned)).ok).toBe(false);
    const change = { id: 'change-1' } as OrderChange;
    const forChange = await paidReturns({ order, status: 'succeeded', change }).back.execute(returned);
    expect(forChange.ok && forChange.value.proof).toBeNull();
  });
});
