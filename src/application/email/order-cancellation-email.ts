import type { Order, OrderCancellation } from '#domain/orders/order.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './link-email.ts';
import { ORDER_CANCELLATION_TEXTS } from './order-cancellation-texts.ts';

/** The cancellation confirmation in the traveller's language: what was cancelled and what comes back. */
export function renderOrderCancellationEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader'>,
  cancellation: OrderCancellation,
): RenderedEmail {
  const text = ORDER_CANCELLATION_TEXTS[order.locale];
  const euros = (cents: number) => formatEuros(cents, order.locale);
  const lines = [
    text.greeting(`${order.leader.firstName} ${order.leader.lastName}`),
    text.cancelled(order.reference),
    cancellation.refund > 0 ? text.refund(euros(cancellation.refund)) : text.noRefund,
    ...(cancellation.fee > 0 ? [text.fee(euros(cancellation.fee))] : []),
    text.signOff,
  ];
  return {
    subject: text.subject(order.reference),
    text: [...lines, 'Kyma'].join('\n\n'),
    html: [...lines, 'Kyma'].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
