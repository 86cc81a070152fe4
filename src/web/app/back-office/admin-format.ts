import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';
import type { IntlShape } from '../i18n/intl.tsx';

/**
 * Staff read times as `2026-11-23 14:05`, Athens time, in every language: unambiguous in a table, and the
 * same on the server and in any browser (no locale data involved), so hydration never differs.
 */
const STAMP = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function stamp(iso: string | Date | null | undefined): string {
  return iso ? STAMP.format(new Date(iso)) : '';
}

/** Whether a coupon or a reseller account is in use, as staff read it in lists and on item pages. */
export function activeText(intl: IntlShape, active: boolean): string {
  return intl.formatMessage({ id: active ? 'adminCouponActive' : 'adminCouponInactive' });
}
