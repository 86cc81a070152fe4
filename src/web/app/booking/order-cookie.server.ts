import { parseCookie, stringifySetCookie } from 'cookie';
import { normalizeReference } from '#domain/orders/order-reference.ts';

/** An order's secret lives in the browser only as an HttpOnly cookie of its own, one per order. */
const PREFIX = 'kyma_order_';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

const cookieNameOf = (reference: string) => `${PREFIX}${reference.replaceAll('-', '')}`;

/**
 * SameSite=Lax: the provider sends the traveller back by a top-level navigation, which Lax cookies
 * accompany; cross-site posts and embedded requests never carry it.
 */
export function orderSetCookie(reference: string, token: string, secure: boolean): string {
  return stringifySetCookie({
    name: cookieNameOf(reference),
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS_SECONDS,
  });
}

export function orderTokenFrom(request: Request, reference: string): string {
  const header = request.headers.get('Cookie');
  if (!header) return '';
  return parseCookie(header)[cookieNameOf(reference)] ?? '';
}

/** Every order secret this browser holds, by reference: the bookings it made in the last 30 days. */
export function orderSecretsFrom(request: Request): Array<{ reference: string; token: string }> {
  const header = request.headers.get('Cookie');
  if (!header) return [];
  return Object.entries(parseCookie(header)).flatMap(([name, token]) => {
    const reference = name.startsWith(PREFIX) ? normalizeReference(name.slice(PREFIX.length)) : null;
    return reference && token ? [{ reference, token }] : [];
  });
}
