import type { Order } from '#domain/orders/order.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';
import { ORDER_REFUND_TEXTS } from './order-refund-texts.ts';

/**
 * Spec §2 "Reservation failure" by e-mail: the tickets could not be issued after payment, the money went back,
 * and the sales contact to find another sailing. In the traveller's language.
 */
export function orderRefundEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader' | 'breakdown' | 'paymentMethod'>,
  contact: Pick<SiteContact, 'phones' | 'salesEmail'>,
): LetterEmail {
  const text = ORDER_REFUND_TEXTS[order.locale];
  const amount = formatEuros(order.breakdown.finalPrice, order.locale);
  return letterEmail(order.locale, text.subject(order.reference), [
    text.greeting(`${order.leader.firstName} ${order.leader.lastName}`),
    text.sorry(order.reference),
    order.paymentMethod === 'creditLimit' ? text.refundedToCredit(amount) : text.refundedToCard(amount),
    text.contact(contact.phones[0] ?? '', contact.salesEmail),
    'Kyma',
  ]);
}
