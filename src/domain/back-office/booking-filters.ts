import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status.ts';
import { pageNumber } from './page-number.ts';

/** The bookings list's search and filters (issue #11 item 2), as read from the page's address. */
export interface BookingFilters {
  /** Reference, upstream order code, leader name, e-mail, phone or ticket number. */
  query: string;
  status: OrderStatus | null;
  /** Inclusive days, `YYYY-MM-DD`. */
  travelFrom: string | null;
  travelTo: string | null;
  bookedFrom: string | null;
  bookedTo: string | null;
  company: string;
  provider: string;
  resellerId: number | null;
  page: number;
}

export const BOOKINGS_PER_PAGE = 25;
const QUERY_MAX = 100;
const NAME_MAX = 60;

/** A real calendar day only: `2026-02-30` would make the database refuse the query. */
function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** Anything malformed in the address is ignored rather than refused: a list always answers. */
export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const reseller = Number(params.get('reseller'));
  return {
    query: text(params.get('q'), QUERY_MAX),
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    travelFrom: day(params.get('travelFrom')),
    travelTo: day(params.get('travelTo')),
    bookedFrom: day(params.get('bookedFrom')),
    bookedTo: day(params.get('bookedTo')),
    company: text(params.get('company'), NAME_MAX),
    provider: text(params.get('provider'), 20),
    resellerId: Number.isSafeInteger(reseller) && reseller > 0 ? reseller : null,
    page: pageNumber(params.get('page')),
  };
}
