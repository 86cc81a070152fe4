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
  /**
   * Held on the traveller's card and not yet charged (decision 0127): an authorisation waiting for the
   * companies to issue; it is charged for what they issued and the rest let go.
   */
  authorised: cents(),
  entries: array()
    .of(
      object({
        /** `authorisation`: held, not taken; `void`: held money let go. Only charges and refunds move money. */
        direction: text().oneOf(['authorisation', 'charge', 'void', 'refund'] as const),
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
    authorised: ledger.authorised,
    entries: ledger.entries.map((entry) => ({ ...entry })),
  };
}
