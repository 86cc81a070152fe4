import type { RefundMethod } from '#domain/back-office/refund-request.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { MoneyBack } from '#domain/orders/money-back.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';
import { STAFF_EMAIL_TEXTS } from './staff-emails-texts.ts';

/**
 * Tells the traveller of a refund staff made, for the amount actually given back, how much of the charge
 * has gone back so far, and whether their tickets still hold (decision 0054).
 */
export function staffRefundEmail(input: {
  locale: LocaleCode;
  name: string;
  reference: string;
  amount: Cents;
  method: RefundMethod;
  moneyBack: MoneyBack;
}): LetterEmail {
  const text = STAFF_EMAIL_TEXTS[input.locale];
  const euros = (cents: Cents) => formatEuros(cents, input.locale);
  const { moneyBack } = input;
  const soFar = moneyBack.partial
    ? text.refundedSoFar(euros(moneyBack.refunded), euros(moneyBack.paid))
    : text.refundedWhole;
  return letterEmail(input.locale, text.refundSubject(input.reference), [
    text.greeting(input.name),
    input.method === 'credit'
      ? text.refundedToCredit(euros(input.amount), input.reference)
      : text.refunded(euros(input.amount), input.reference),
    moneyBack.ticketsValid ? `${soFar} ${text.ticketsStillValid}` : soFar,
    text.signature,
  ]);
}

/** A staff answer to a live-chat message, quoting what the traveller wrote. */
export function chatAnswerEmail(input: {
  locale: LocaleCode;
  name: string;
  message: string;
  answer: string;
}): LetterEmail {
  const text = STAFF_EMAIL_TEXTS[input.locale];
  return letterEmail(input.locale, text.chatSubject, [
    text.greeting(input.name),
    text.chatIntro,
    input.answer,
    `${text.chatYouWrote}\n${input.message}`,
    text.signature,
  ]);
}
