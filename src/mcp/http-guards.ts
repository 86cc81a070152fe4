import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const hostnameOf = (host: string) => {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
};

/**
 * DNS rebinding: a page on another site cannot reach this server through a name of its own, since the
 * Host must be the site's own name (PUBLIC_URL) or this machine's, and a browser's Origin the site's or
 * this machine's.
 */
export function isOwnHost(req: Request, publicUrl: string): boolean {
  const host = hostnameOf(req.get('Host') ?? '');
  return host !== null && (host === new URL(publicUrl).hostname || LOOPBACK_HOSTS.has(host));
}

export function isOwnOrigin(req: Request, publicUrl: string): boolean {
  const origin = req.get('Origin');
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The headers proxies add to say whom they relay for: RFC 7239's, the de-facto X-Forwarded-*, nginx's
 * X-Real-IP, and the CDNs' own. Any one of them on a loopback connection means the call came from elsewhere.
 */
const RELAY_HEADERS = [
  'Forwarded',
  'X-Forwarded-For',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-Real-IP',
  'X-Client-IP',
  'X-Cluster-Client-IP',
  'True-Client-IP',
  'CF-Connecting-IP',
  'Fastly-Client-IP',
  'Via',
];

/**
 * A call from this machine itself, not relayed: a proxy on the same machine says whom it relays for (in
 * any of the headers proxies use), and then the call is the network's, which needs a token.
 */
export function isLoopbackCall(req: Request): boolean {
  return (
    LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '') &&
    RELAY_HEADERS.every((header) => req.get(header) === undefined)
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The name a bearer token is counted and logged by (a short digest, never the token), or null when the
 * request carries none of MCP_TOKENS; compared in constant time.
 */
export function tokenHolder(req: Request, tokens: readonly string[]): string | null {
  const shown = /^Bearer\s+(\S{1,200})$/i.exec(req.get('Authorization')?.trim() ?? '')?.[1];
  if (!shown) return null;
  const presented = digest(shown);
  const known = tokens.some((token) => timingSafeEqual(digest(token), presented));
  return known ? `token:${presented.toString('hex').slice(0, 12)}` : null;
}
