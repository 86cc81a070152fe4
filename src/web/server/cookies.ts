import { parseCookie } from 'cookie';

/**
 * One cookie of a request's Cookie header, through the `cookie` library: a value that is not valid
 * percent-encoding comes back as sent instead of throwing, and the first of repeated names wins.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}

const BOOKING_PARTNER_COOKIE = 'kyma_partner';

/** The reseller/partner user the site is embedded for (their chrome is hidden), 0 when none. */
export function bookingPartnerUserId(cookieHeader: string | undefined): number {
  const value = readCookie(cookieHeader, BOOKING_PARTNER_COOKIE);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : 0;
}
