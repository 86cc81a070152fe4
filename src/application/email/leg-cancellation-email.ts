import type { OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { refundExpectedBy } from '#domain/refunds/refund-steps.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros, portClock } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';
import type { CancelledSailing } from './sailing-calendar.ts';

/** Noon UTC of an Athens business day: the same calendar day in every time zone a reader is in. */
const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Why the sailing was cancelled: the traveller asked, or took the full refund a disruption offered. */
export type LegCancellationReason = 'asked' | 'disruption';

/** The refund in one paragraph: sent, with the provider's reference and the day it reaches the statement. */
function refundParagraph(cancellation: OrderLegCancellation, words: FormatMessage): string {
  if (cancellation.refund <= 0 || !cancellation.sentAt) return words('cancellationEmail_noRefund');
  return words('refundStepEmail_sent', {
    amount: euros(cancellation.refund),
    reference: cancellation.refundReference ?? '',
    day: dayOf(refundExpectedBy(cancellation.sentAt, cancellation.sentThrough ?? '')),
  });
}

/**
 * The one e-mail of one sailing cancelled alone (issue #46 item 6, decision 0111), once the company has
 * cancelled it and its refund is sent (`legCancellationEmail_*`): which sailing and why, the refund with the
 * provider's reference and the day it is expected on the statement, the fee kept, if any, and that the
 * updated voucher and the file that takes the sailing out of the calendar are attached.
 */
export function legCancellationEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader'>,
  sailing: CancelledSailing,
  cancellation: OrderLegCancellation,
  reason: LegCancellationReason,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const route = { from: sailing.from, to: sailing.to };
  return letterEmail(
    order.locale,
    words('legCancellationEmail_subject', { ...route, reference: order.reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      words('legCancellationEmail_cancelled', {
        ...route,
        company: sailing.companyName,
        when: portClock(sailing.departureDatetime),
        reason,
      }),
      refundParagraph(cancellation, words),
      ...(cancellation.fee > 0 ? [words('cancellationEmail_fee', { amount: euros(cancellation.fee) })] : []),
      words('legCancellationEmail_attached'),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
