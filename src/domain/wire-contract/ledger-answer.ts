import { array, type InferType, number, object, string } from 'yup';
import type { OrderLedger } from '../orders/order-ledger.ts';

const text = () => string().strict().defined();
const cents = () => number().strict().integer().min(0).defined();

/**
 * The order's ledger as the API and MCP show it (decision 0112): every charge and refund, whatever moved it,
 * and the totals every page and document of the order shows.
 */
export const ledgerAnswerSchema = object({
  /** Everything the traveller was charged: the sale, changes paid, any surplus charge. */
  charged: cents(),
  /** Everything given back: cancellations, changes' differences, staff refunds, surplus charges. */
  refunded: cents(),
  /** What Kyma holds of the traveller's money now. */
  net: number().strict().integer().defined(),
  entries: array()
    .of(
      object({
        direction: text().oneOf(['charge', 'refund'] as const),
        purpose: text().oneOf(['order', 'change', 'surplus', 'leg', 'staff'] as const),
        amount: cents(),
        /** The sailing a sailing's refund is for; null otherwise. */
        legIndex: number().strict().integer().nullable().defined(),
        /** The payment provider, or `credit` for a reseller's credit. */
        through: text(),
        reference: string().strict().nullable().defined(),
        at: text(),
      }),
    )
    .defined(),
});

export type LedgerAnswer = InferType<typeof ledgerAnswerSchema>;

export function ledgerAnswer(ledger: OrderLedger): LedgerAnswer {
  return {
    charged: ledger.charged,
    refunded: ledger.refunded,
    net: ledger.net,
    entries: ledger.entries.map((entry) => ({ ...entry })),
  };
}
