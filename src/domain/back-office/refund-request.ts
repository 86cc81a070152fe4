import * as yup from 'yup';
import type { Cents } from '../money/cents.ts';
import type { OrderStatus } from '../orders/order-status.ts';

/** How money goes back: through the card provider that took it, or to the reseller's credit limit. */
const REFUND_METHODS = ['provider', 'credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_REASON_MAX = 500;

/**
 * What a refund of everything left does to a ticketed order's tickets (decision 0054): cancel them at the
 * company first, or keep them valid (a refund without cancelling).
 */
export const TICKET_CHOICES = ['cancel', 'keep'] as const;

/** The refund form: an amount in cents (the page converts euros), the reason staff give, the tickets' fate. */
export const refundRequestSchema = yup.object({
  amount: yup.number().required().integer().min(1),
  reason: yup.string().trim().required().max(REFUND_REASON_MAX),
  tickets: yup.string().oneOf(TICKET_CHOICES).optional(),
});

/** A staff refund as the schema reads it: what `RequestRefund` takes. */
export type RefundRequest = yup.InferType<typeof refundRequestSchema>;

/**
 * Whether staff must say what becomes of the tickets: a ticketed order refunded of everything left would
 * otherwise stay "Issued" with valid tickets nobody paid for. Cancelling may also come with a part refund
 * (the company's fee kept).
 */
export function ticketChoiceNeeded(status: OrderStatus, amount: Cents, left: Cents): boolean {
  return status === 'ticketed' && amount >= left;
}

/** A staff refund in its life: queued with the request, then done or refused by the provider. */
export type RefundStatus = 'queued' | 'sending' | 'done' | 'refused';

export interface OrderRefund {
  id: string;
  orderId: string;
  amount: Cents;
  method: RefundMethod;
  reason: string;
  status: RefundStatus;
  requestedBy: string;
  requestedAt: string;
  completedAt: string | null;
  /** Once done: the provider it went through (or `credit`) and the provider's reference of it. */
  sentThrough: string | null;
  reference: string | null;
}

/** What may still be refunded: what was paid, less every refund not refused (queued ones count). */
export function refundable(paid: Cents, refunds: readonly Pick<OrderRefund, 'amount' | 'status'>[]): Cents {
  const taken = refunds.filter((r) => r.status !== 'refused').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, paid - taken);
}

/** "12.50" or "12,50" euros typed by staff as cents; null when it is not an amount. */
export function centsFromEuros(text: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
