import type { RefundMethod } from '#domain/back-office/refund-request.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { type LetterEmail, letterEmail } from './letter-email.ts';
import { STAFF_EMAIL_TEXTS } from './staff-emails-texts.ts';

/** Tells the traveller of a refund staff made, for the amount actually given back. */
export function staffRefundEmail(input: {
  locale: LocaleCode;
  name: string;
  reference: string;
  amount: Cents;
  method: RefundMethod;
}): LetterEmail {
  const text = STAFF_EMAIL_TEXTS[input.locale];
  const amount = formatEuros(input.amount, input.locale);
  return letterEmail(input.locale, text.refundSubject(input.reference), [
    text.greeting(input.name),
    input.method === 'credit'
      ? text.refundedToCredit(amount, input.reference)
      : text.refunded(amount, input.reference),
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
