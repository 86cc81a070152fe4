import type { Order } from '#domain/orders/order.ts';
import { needsPayment, type OrderChange } from '#domain/orders/order-change.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/**
 * A change the company refused when asked to apply it (decision 0094): the booking and its tickets stay as
 * they were; what was paid for the change goes back (its refund tells its own steps); a change made for a
 * disruption leaves the sailing's choices open again, a full refund or another sailing. Words:
 * `changeRefusedEmail_*`.
 */
export function changeRefusedEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader'>,
  change: Pick<OrderChange, 'legIndex' | 'total' | 'forDisruption'>,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const sailing = String(change.legIndex + 1);
  return letterEmail(
    order.locale,
    words('changeRefusedEmail_subject', { reference: order.reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('changeRefusedEmail_intro', { sailing }),
      ...(needsPayment(change) ? [words('changeRefusedEmail_paid')] : []),
      ...(change.forDisruption ? [words('changeRefusedEmail_disruption', { sailing })] : []),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
