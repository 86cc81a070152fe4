import type { RefundMethod } from '#domain/back-office/refund-request.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { formatEuros } from '../voucher/voucher-formatting.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './link-email.ts';
import { STAFF_EMAIL_TEXTS } from './staff-emails-texts.ts';

function render(subject: string, paragraphs: string[]): RenderedEmail {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** Tells the traveller of a refund staff made, for the amount actually given back. */
export function renderStaffRefundEmail(input: {
  locale: LocaleCode;
  name: string;
  reference: string;
  amount: Cents;
  method: RefundMethod;
}): RenderedEmail {
  const text = STAFF_EMAIL_TEXTS[input.locale];
  const amount = formatEuros(input.amount, input.locale);
  return render(text.refundSubject(input.reference), [
    text.greeting(input.name),
    input.method === 'credit'
      ? text.refundedToCredit(amount, input.reference)
      : text.refunded(amount, input.reference),
    text.signature,
  ]);
}

/** A staff answer to a live-chat message, quoting what the traveller wrote. */
export function renderChatAnswerEmail(input: {
  locale: LocaleCode;
  name: string;
  message: string;
  answer: string;
}): RenderedEmail {
  const text = STAFF_EMAIL_TEXTS[input.locale];
  return render(text.chatSubject, [
    text.greeting(input.name),
    text.chatIntro,
    input.answer,
    `${text.chatYouWrote}\n${input.message}`,
    text.signature,
  ]);
}
