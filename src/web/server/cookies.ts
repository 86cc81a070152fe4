import { parseCookie } from 'cookie';

/**
 * One cookie of a request's Cookie header, through the `cookie` library: a value that is not valid
 * percent-encoding comes back as sent instead of throwing, and the first of repeated names wins.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}
