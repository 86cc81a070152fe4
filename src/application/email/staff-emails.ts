import type { RefundMethod } from '#domain/back-office/refund-request.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { MoneyBack } from '#domain/orders/money-back.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';

/**
 * Tells the traveller of a refund staff made, for the amount actually given back, how much of the charge
 * has gone back so far, and whether their tickets still hold (decision 0054). Words: `staffEmail_*`.
 */
export function staffRefundEmail(
  input: {
    locale: LocaleCode;
    name: string;
    reference: string;
    amount: Cents;
    method: RefundMethod;
    moneyBack: MoneyBack;
    manageUrl: string;
    /** Sent to a card: the provider's reference and the Athens day it is expected on the statement. */
    sent?: { reference: string; expectedBy: string };
  },
  words: FormatMessage,
): LetterEmail {
  const { moneyBack, reference, sent } = input;
  const soFar = moneyBack.partial
    ? words('staffEmail_refundedSoFar', { refunded: euros(moneyBack.refunded), paid: euros(moneyBack.paid) })
    : words('staffEmail_refundedWhole');
  const refunded = input.method === 'credit' ? 'staffEmail_refundedToCredit' : 'staffEmail_refunded';
  return letterEmail(
    input.locale,
    words('staffEmail_refundSubject', { reference }),
    [
      words('staffEmail_greeting', { name: input.name }),
      sent
        ? words('refundStepEmail_sent', {
            amount: euros(input.amount),
            reference: sent.reference,
            day: new Date(`${sent.expectedBy}T12:00:00Z`),
          })
        : words(refunded, { amount: euros(input.amount), reference }),
      moneyBack.ticketsValid ? `${soFar} ${words('staffEmail_ticketsStillValid')}` : soFar,
    ],
    [words('staffEmail_signature')],
    { label: words('email_manageBooking'), url: input.manageUrl },
  );
}

/** A staff answer to a live-chat message, quoting what the traveller wrote. */
export function chatAnswerEmail(
  input: { locale: LocaleCode; name: string; message: string; answer: string },
  words: FormatMessage,
): LetterEmail {
  return letterEmail(
    input.locale,
    words('staffEmail_chatSubject'),
    [
      words('staffEmail_greeting', { name: input.name }),
      words('staffEmail_chatIntro'),
      input.answer,
      `${words('staffEmail_chatYouWrote')}\n${input.message}`,
    ],
    [words('staffEmail_signature')],
  );
}
