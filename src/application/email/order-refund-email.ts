import type { Order } from '#domain/orders/order.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/**
 * Spec §2 "Reservation failure" by e-mail: the tickets could not be issued after payment, the money went back,
 * and the sales contact to find another sailing. In the traveller's language (`refundEmail_*` messages).
 */
export function orderRefundEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader' | 'breakdown' | 'paymentMethod'>,
  contact: Pick<SiteContact, 'phones' | 'salesEmail'>,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const { reference } = order;
  const amount = euros(order.breakdown.finalPrice);
  return letterEmail(
    order.locale,
    words('refundEmail_subject', { reference }),
    [
      words('refundEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('refundEmail_sorry', { reference }),
      words(
        order.paymentMethod === 'creditLimit' ? 'refundEmail_refundedToCredit' : 'refundEmail_refundedToCard',
        { amount },
      ),
      words('refundEmail_contact', { phone: contact.phones[0] ?? '', email: contact.salesEmail }),
    ],
    ['Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
