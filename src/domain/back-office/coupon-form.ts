import { addDays } from '../search/calendar-date.ts';
import { businessDay } from '../site/business-day.ts';
import { BUSINESS_TIME_ZONE } from '../site/business-hours.ts';
import { centsFromEuros } from './refund-request.ts';

/** A coupon as the back office's form writes it to the content API (spec §3 fields). */
export interface CouponWrite {
  name: string;
  active: boolean;
  email: string | null;
  fromAmount: number | null;
  toAmount: number | null;
  activeFrom: string | null;
  activeUntil: string | null;
  totalUsesLimit: number | null;
  discountKind: 'percentage' | 'fixed';
  /** Basis points of a percentage (12.5 % → 1250), or cents of a fixed amount: both typed with two decimals. */
  discountValue: number;
}

export const COUPON_FORM_FIELDS = [
  'name',
  'active',
  'email',
  'fromAmount',
  'toAmount',
  'activeFrom',
  'activeUntil',
  'totalUsesLimit',
  'discountKind',
  'discountValue',
] as const;

/** The instant a day starts in Athens (`2026-07-01` → `2026-06-30T21:00:00.000Z` in summer). */
export function athensDayStart(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime()) || !noon.toISOString().startsWith(day)) return null;
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(Date.parse(`${day}T00:00:00Z`) - minutes * 60_000).toISOString();
}

/** The Athens day an instant falls on, for the form's date fields. */
export function athensDay(instant: string | null): string {
  return instant ? businessDay(new Date(instant)) : '';
}

/**
 * Reads the posted form: empty optional fields are null, amounts are euros, the validity is whole Athens
 * days (from the start of the first to the end of the last). Answers the fields it could not read; the
 * content API checks the rest (required name, unique, ranges).
 */
export function readCouponForm(
  form: Record<string, unknown>,
): { ok: true; value: CouponWrite } | { ok: false; fields: string[] } {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
  const bad: string[] = [];
  const money = (name: string) => {
    if (!text(name)) return null;
    const cents = centsFromEuros(text(name));
    if (cents === null) bad.push(name);
    return cents;
  };
  const day = (name: string, endOfDay: boolean) => {
    if (!text(name)) return null;
    const start = athensDayStart(text(name));
    if (start === null) {
      bad.push(name);
      return null;
    }
    return endOfDay ? new Date(Date.parse(athensDayStart(addDays(text(name), 1))!) - 1).toISOString() : start;
  };
  const limit = text('totalUsesLimit');
  if (limit !== '' && !/^\d{1,9}$/.test(limit)) bad.push('totalUsesLimit');
  const uses = /^\d{1,9}$/.test(limit) ? Number(limit) : null;
  const kind = text('discountKind');
  if (kind !== 'percentage' && kind !== 'fixed') bad.push('discountKind');
  const discount = money('discountValue');
  if (discount === null && !bad.includes('discountValue')) bad.push('discountValue');
  const value: CouponWrite = {
    name: text('name'),
    active: form.active === 'on',
    email: text('email') || null,
    fromAmount: money('fromAmount'),
    toAmount: money('toAmount'),
    activeFrom: day('activeFrom', false),
    activeUntil: day('activeUntil', true),
    totalUsesLimit: uses,
    discountKind: kind === 'fixed' ? 'fixed' : 'percentage',
    discountValue: discount ?? 0,
  };
  return bad.length > 0 ? { ok: false, fields: bad } : { ok: true, value };
}
