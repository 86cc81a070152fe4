import { businessDay } from '../site/business-day.ts';

/**
 * The business days each payment provider states a refund takes to reach the card statement once sent
 * (decision 0067). Viva Wallet and Cardlink (Nexi Greece) both tell merchants "up to 10 business days"
 * depending on the card's bank; the sandbox says the same so tests read real-looking dates.
 */
const PROVIDER_REFUND_DAYS: Readonly<Record<string, number>> = { viva: 10, cardlink: 10, sandbox: 10 };
const DEFAULT_REFUND_DAYS = 10;

/** Adds business days (Monday to Friday) to an Athens business day, YYYY-MM-DD. */
function addBusinessDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * By when a refund sent to the card is on the traveller's statement: the business day (Athens) it was
 * sent, plus the provider's stated business days.
 */
export function refundExpectedBy(sentAt: string, provider: string): string {
  return addBusinessDays(
    businessDay(new Date(sentAt)),
    PROVIDER_REFUND_DAYS[provider] ?? DEFAULT_REFUND_DAYS,
  );
}

/**
 * The dated steps every refund records, wherever its money is kept (decision 0075): asked for, accepted by
 * the company where one is involved, sent to the card through a provider with its reference of it.
 */
export interface RefundProgress {
  requestedAt: string;
  acceptedAt?: string;
  sentAt?: string;
  /** The payment provider that was sent the refund, or `credit` for a reseller's credit limit. */
  sentThrough?: string;
  refundReference?: string;
}

/** Where money goes back to a reseller's credit limit, not a card: no statement to expect it on. */
export const CREDIT_LIMIT = 'credit';

/** A refund's steps with their dates (issue #25 point 7); a step not reached yet has none. */
export interface RefundSteps {
  requestedAt: string;
  acceptedAt: string | null;
  sentAt: string | null;
  reference: string | null;
  /** YYYY-MM-DD, once sent to a card. */
  expectedBy: string | null;
}

export function refundSteps(refund: RefundProgress): RefundSteps {
  const toCard = refund.sentAt && refund.sentThrough !== CREDIT_LIMIT;
  return {
    requestedAt: refund.requestedAt,
    acceptedAt: refund.acceptedAt ?? null,
    sentAt: refund.sentAt ?? null,
    reference: refund.refundReference ?? null,
    expectedBy: toCard ? refundExpectedBy(refund.sentAt!, refund.sentThrough ?? '') : null,
  };
}
