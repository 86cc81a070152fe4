import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { RefundKind, RefundTrack } from '#domain/refunds/order-refunds.ts';
import { CREDIT_LIMIT } from '#domain/refunds/refund-steps.ts';
import { moneyText } from '../booking/booking-text.ts';

/** One refund on /orderdetails (decision 0075): what it is for, how much, and its steps as dated so far. */
export interface RefundView {
  id: string;
  kind: RefundKind;
  /** The sailing's number as the traveller counts them (1, 2, …), for a sailing's refund. */
  sailing: string;
  amount: string;
  requested: string;
  /** Only a refund a company accepts first has this step. */
  accepted: string | null | undefined;
  sent: string | null;
  /** Gone back to a reseller's credit: no card statement to expect it on. */
  toCredit: boolean;
  reference: string | null;
  expectedBy: string | null;
  refused: boolean;
}

/** A moment as the business clock (Athens) shows it, in the reader's language. */
function momentText(iso: string | null, locale: LocaleCode): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(LOCALES[locale].iso, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Athens',
  }).format(new Date(iso));
}

function dayText(day: string | null, locale: LocaleCode): string | null {
  if (!day) return null;
  return new Intl.DateTimeFormat(LOCALES[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function refundViews(refunds: readonly RefundTrack[], locale: LocaleCode): RefundView[] {
  return refunds.map((refund) => ({
    id: refund.id,
    kind: refund.kind,
    sailing: String((refund.legIndex ?? 0) + 1),
    amount: moneyText(refund.amount, locale),
    requested: momentText(refund.requestedAt, locale)!,
    accepted: refund.companyStep ? momentText(refund.acceptedAt, locale) : undefined,
    sent: momentText(refund.sentAt, locale),
    toCredit: refund.sentThrough === CREDIT_LIMIT,
    reference: refund.reference,
    expectedBy: dayText(refund.expectedBy, locale),
    refused: refund.refused,
  }));
}
