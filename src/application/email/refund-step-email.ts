import type { Order } from '#domain/orders/order.ts';
import type { RefundTrack } from '#domain/refunds/order-refunds.ts';
import { CREDIT_LIMIT } from '#domain/refunds/refund-steps.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/** The steps a refund tells the traveller of by e-mail (decision 0075). */
export const REFUND_EMAIL_STEPS = ['requested', 'accepted', 'sent'] as const;
export type RefundEmailStep = (typeof REFUND_EMAIL_STEPS)[number];

/** Noon UTC of an Athens business day: the same calendar day in every time zone a reader is in. */
const dayOf = (day: string) => new Date(`${day}T12:00:00Z`);

function stepParagraph(refund: RefundTrack, step: RefundEmailStep, words: FormatMessage): string {
  const amount = euros(refund.amount);
  if (step === 'requested')
    return words('refundStepEmail_requested', { company: refund.companyStep ? 'yes' : 'no' });
  if (step === 'accepted') return words('refundStepEmail_accepted');
  if (refund.sentThrough === CREDIT_LIMIT) return words('refundEmail_refundedToCredit', { amount });
  return words('refundStepEmail_sent', {
    amount,
    reference: refund.reference ?? '',
    day: dayOf(refund.expectedBy ?? ''),
  });
}

/**
 * One step of one refund (issue #25 point 7): what is given back and why, then the step reached — asked
 * for, accepted by the company, or sent with the provider's reference and the day it is expected on the
 * statement. Words: `refundStepEmail_*`.
 */
export function refundStepEmail(
  order: Pick<Order, 'reference' | 'locale' | 'leader'>,
  refund: RefundTrack,
  step: RefundEmailStep,
  manageUrl: string,
  words: FormatMessage,
): LetterEmail {
  const what = words('refundStepEmail_what', {
    kind: refund.kind,
    sailing: String((refund.legIndex ?? 0) + 1),
    amount: euros(refund.amount),
  });
  return letterEmail(
    order.locale,
    words('refundStepEmail_subject', { step, reference: order.reference }),
    [
      words('cancellationEmail_greeting', { name: `${order.leader.firstName} ${order.leader.lastName}` }),
      what,
      stepParagraph(refund, step, words),
    ],
    [words('cancellationEmail_signOff'), 'Kyma'],
    { label: words('email_manageBooking'), url: manageUrl },
  );
}
