import { athensDayStart } from '#domain/back-office/coupon-form.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { businessDay } from '#domain/site/business-day.ts';

/**
 * The statement's period from the address (`from`, `to`: whole Athens days, both included); by default the
 * current month up to today.
 */
export function statementPeriod(params: URLSearchParams, now: Date) {
  const today = businessDay(now);
  const fromDay = athensDayStart(params.get('from') ?? '') ? params.get('from')! : `${today.slice(0, 8)}01`;
  const toDay = athensDayStart(params.get('to') ?? '') ? params.get('to')! : today;
  const next = addDays(toDay, 1);
  return {
    fromDay,
    toDay,
    from: new Date(athensDayStart(fromDay)!),
    to: new Date(athensDayStart(next)!),
  };
}
