import type { OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { refundExpectedBy } from '#domain/refunds/refund-steps.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros, portClock } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/** Noon UTC of an Athens business day: the same calendar day in every time zone a reader is in. */
const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * One sailing cancelled alone (issue #25), once its refund is sent (`legCancellationEmail_*`): which sailing,
 * that the others stay valid with a new voucher on its way, and the refund with the provider's reference and
 * the day it is expected on the statement; the fee kept, if any.
 */
export function legCancellationEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader' | 'legs'>,
  legIndex: number,
  /** The sailing's ports by name in the order's language. */
  sailing: { from: string; to: string },
  cancellation: OrderLegCancellation,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const { booking } = order.legs[legIndex]!;
  const refund =
    cancellation.refund > 0 && cancellation.sentAt
      ? words('refundStepEmail_sent', {
          amount: euros(cancellation.refund),
          reference: cancellation.refundReference ?? '',
          day: dayOf(refundExpectedBy(cancellation.sentAt, cancellation.sentThrough ?? '')),
        })
      : words('cancellationEmail_noRefund');
  return letterEmail(
    order.locale,
    words('legCancellationEmail_subject', { ...sailing, reference: order.reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('legCancellationEmail_cancelled', {
        ...sailing,
        when: portClock(booking.departureDatetime),
      }),
      refund,
      ...(cancellation.fee > 0 ? [words('cancellationEmail_fee', { amount: euros(cancellation.fee) })] : []),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
