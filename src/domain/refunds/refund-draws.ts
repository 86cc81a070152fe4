import type { Cents } from '../money/cents.ts';

/** A payment of an order a refund may draw on: what it took, and what refunds drew on it already. */
export interface DrawablePayment {
  id: string;
  amount: Cents;
  drawn: Cents;
}

/**
 * A provider refund's state (decision 0130): `pending` while the provider is still processing it, `settled`
 * once given back, `failed` when the provider gave up on it (staff must act).
 */
export type ProviderRefundState = 'pending' | 'settled' | 'failed';

/** One provider refund of a refund: so much given back on that payment. */
export interface RefundDraw {
  paymentId: string;
  amount: Cents;
}

/**
 * How a refund of `amount` is drawn on an order's payments, given oldest first (decision 0084): the latest
 * payment first, each for what is left on it, so a paid change's money goes back before the first sale's
 * and no provider is ever asked for more than one of its payments holds. Null when the payments together
 * hold less than the amount: no provider would take it, staff must act.
 */
export function refundDraws(payments: readonly DrawablePayment[], amount: Cents): RefundDraw[] | null {
  const draws: RefundDraw[] = [];
  let left = amount;
  for (const payment of [...payments].reverse()) {
    const take = Math.min(left, payment.amount - payment.drawn);
    if (take > 0) {
      draws.push({ paymentId: payment.id, amount: take });
      left -= take;
    }
  }
  return left > 0 ? null : draws;
}
