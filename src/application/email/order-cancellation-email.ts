import type { Order, OrderCancellation } from '#domain/orders/order.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';
import { ORDER_CANCELLATION_TEXTS } from './order-cancellation-texts.ts';

/** The cancellation confirmation in the traveller's language: what was cancelled and what comes back. */
export function orderCancellationEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader' | 'paymentMethod'>,
  cancellation: OrderCancellation,
): LetterEmail {
  const text = ORDER_CANCELLATION_TEXTS[order.locale];
  const euros = (cents: number) => formatEuros(cents, order.locale);
  return letterEmail(order.locale, text.subject(order.reference), [
    text.greeting(`${order.leader.firstName} ${order.leader.lastName}`),
    text.cancelled(order.reference),
    cancellation.refund === 0
      ? text.noRefund
      : order.paymentMethod === 'creditLimit'
        ? text.refundToAgency(euros(cancellation.refund))
        : text.refund(euros(cancellation.refund)),
    ...(cancellation.fee > 0 ? [text.fee(euros(cancellation.fee))] : []),
    text.signOff,
    'Kyma',
  ]);
}
