import { athensDay, athensDayStart } from '#domain/back-office/coupon-form.ts';

/**
 * The statement's period from the address (`from`, `to`: whole Athens days, both included); by default the
 * current month up to today.
 */
export function statementPeriod(params: URLSearchParams, now: Date) {
  const today = athensDay(now.toISOString());
  const fromDay = athensDayStart(params.get('from') ?? '') ? params.get('from')! : `${today.slice(0, 8)}01`;
  const toDay = athensDayStart(params.get('to') ?? '') ? params.get('to')! : today;
  const next = new Date(Date.parse(`${toDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    fromDay,
    toDay,
    from: new Date(athensDayStart(fromDay)!),
    to: new Date(athensDayStart(next)!),
  };
}
