import type { Order, OrderCancellation } from '#domain/orders/order.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/**
 * The cancellation confirmation in the traveller's language (`cancellationEmail_*` messages): what was
 * cancelled and what comes back, to the agency when it paid on its credit (decision 0055).
 */
export function orderCancellationEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader' | 'paymentMethod'>,
  cancellation: OrderCancellation,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const { reference } = order;
  const refund =
    cancellation.refund === 0
      ? words('cancellationEmail_noRefund')
      : words(
          order.paymentMethod === 'creditLimit'
            ? 'cancellationEmail_refundToAgency'
            : 'cancellationEmail_refund',
          { amount: euros(cancellation.refund) },
        );
  return letterEmail(
    order.locale,
    words('cancellationEmail_subject', { reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('cancellationEmail_cancelled', { reference }),
      refund,
      ...(cancellation.fee > 0 ? [words('cancellationEmail_fee', { amount: euros(cancellation.fee) })] : []),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
