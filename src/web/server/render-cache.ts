import type { Request, RequestHandler, Response } from 'express';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { RenderedPage, RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import { CONSENT_COOKIE, parseConsent } from '#domain/consent/consent.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { CHAT_HOURS, isOpen } from '#domain/site/business-hours.ts';
import { keptForTheMinute } from '#domain/site/kept-for-the-minute.ts';
import { bookingPartnerUserId, readCookie } from './cookies.ts';
import { mayBePersonal, pageCaching } from './page-caching.ts';
import { keptPage } from './rendered-page.ts';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set while a render may be kept; the document renderer calls it for routes that opt in. */
    keepRender?: () => void;
  }
}

export interface RenderCacheDeps {
  pages: RenderedPageCache;
  /** Its version is part of every key: any content write makes older pages unreachable. */
  content: ContentCache;
  /**
   * The build's release (scripts and messages), also in every key: web processes of another release
   * sharing the cache in Redis never send pages naming files they lack.
   */
  release: string;
  onError: (error: unknown) => void;
}

/** The chat's hours and the business day change by the minute. */
const timeVariant = keptForTheMinute(
  (now) => `${isOpen(CHAT_HOURS, now) ? 'chat' : 'nochat'}:${businessDay(now)}`,
);

/**
 * What else a page depends on besides its address and the content: the visitor's cookie choice (the
 * banner), the chat's opening hours and the business day (search form dates, the footer's year).
 */
function variant(req: Request, now: Date): string {
  const consentPart = parseConsent(readCookie(req.headers.cookie, CONSENT_COOKIE)) ? 'chosen' : 'ask';
  return `${consentPart}:${timeVariant(now)}`;
}

/**
 * Form answers, signed-in visitors, embedded partners and addresses with a query always render afresh;
 * so do visitors who accepted marketing, whose page views are events their loaders record.
 */
function cacheable(req: Request): boolean {
  return (
    !mayBePersonal(req) &&
    !req.originalUrl.includes('?') &&
    bookingPartnerUserId(req.headers.cookie) === 0 &&
    parseConsent(readCookie(req.headers.cookie, CONSENT_COOKIE))?.marketing !== true
  );
}

function send(req: Request, res: Response, page: RenderedPage) {
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') {
    res.setHeader(
      'Content-Security-Policy',
      csp.replace(`'nonce-${res.locals.cspNonce}'`, page.scriptHashes.join(' ')),
    );
  }
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  // Brotli whenever the browser takes it: browsers list gzip first, but Brotli's page is a third smaller.
  const encoding = req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html;
  res.vary('Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.setHeader('Kyma-Render-Cache', 'hit');
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/** Copies what the renderer writes, once the renderer said the page may be kept. */
function capture(res: Response, onComplete: (html: string) => void) {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') keep(chunk);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  res.once('finish', () => onComplete(Buffer.concat(chunks).toString()));
}

export interface RenderCache {
  /**
   * Sends the kept page when there is one. Mounted after the redirects (the saved language's depends on a
   * cookie, not on the address) and before the APIs and the renderer.
   */
  serveKept: RequestHandler;
  /** Keeps what the renderer writes for a page that missed; mounted just before the renderer. */
  keepRendered: RequestHandler;
}

/**
 * The render cache (issue #15, decision 0022): anonymous content pages are rendered once per content
 * version and variant, then sent as kept bytes, precompressed, with a CSP that allows their inline
 * scripts by hash. Only routes that opt in (`handle.renderCache`) and answer 200 without a cookie are kept.
 */
export function renderCache(deps: RenderCacheDeps): RenderCache {
  const missed = new WeakMap<Request, string>();
  return {
    async serveKept(req, res, next) {
      if (!cacheable(req)) return next();
      try {
        const key = `${deps.release}:${await deps.content.version()}:${variant(req, new Date())}:${req.path}`;
        const hit = await deps.pages.get(key);
        if (hit) return pageCaching(req, res, () => send(req, res, hit));
        if (req.method === 'GET') missed.set(req, key);
      } catch (error) {
        // The cache is an optimisation: when it is unreachable, pages are rendered as without it.
        deps.onError(error);
      }
      next();
    },
    keepRendered(req, res, next) {
      const key = missed.get(req);
      if (key === undefined) return next();
      const nonce = res.locals.cspNonce;
      res.locals.keepRender = () => {
        res.locals.keepRender = undefined;
        res.setHeader('Kyma-Render-Cache', 'miss');
        capture(res, (html) => {
          if (res.statusCode !== 200 || res.getHeader('Set-Cookie') !== undefined) return;
          keptPage(html, nonce, res.getHeaders())
            .then((page) => deps.pages.set(key, page))
            .catch(deps.onError);
        });
      };
      next();
    },
  };
}
