import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

declare module 'express-serve-static-core' {
  interface Locals {
    cspNonce: string;
  }
}

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let taken = POOL_NONCES;

/** 16 random bytes, cut from a pool drawn 4 KB at a time (one call to the generator per 256 nonces). */
function nextNonce(): string {
  if (taken === POOL_NONCES) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    taken = 0;
  }
  const start = NONCE_BYTES * taken;
  taken += 1;
  return pool.toString('base64', start, start + NONCE_BYTES);
}

/** A fresh nonce per response: hydration needs a few inline scripts, and only those may run. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

/** Stands in for the nonce while helmet works the headers out once; each response gets its own. */
const NONCE_PLACEHOLDER = 'kyma0nonce0placeholder';

/** What a helmet handler sets, worked out once: it depends on its options and the nonce only. */
function headersSetBy(handler: RequestHandler): Array<[name: string, parts: string[]]> {
  const headers: Array<[string, string[]]> = [];
  const response = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value).split(NONCE_PLACEHOLDER)]);
    },
    // Helmet takes X-Powered-By away; the app never sets it (`x-powered-by` is disabled).
    removeHeader() {},
  };
  let finished = false;
  handler({} as Request, response as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set the headers at once');
  return headers;
}

/**
 * Helmet's headers with the response's nonce. Helmet works them out once (its options do not change);
 * each response then only gets them set, instead of helmet's thirteen handlers running per request,
 * which took more of a kept page's time than sending it.
 */
export function securityHeaders(options: {
  development: boolean;
  https: boolean;
  frameAncestors: string[];
  /** Card providers' pages the browser posts a payment form to (Cardlink's VPOS); every other form stays home. */
  paymentFormOrigins?: string[];
  /** Hashes of the stylesheets pages carry inline; development allows any inline style instead. */
  inlineStyleSources?: string[];
}): RequestHandler {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            `'nonce-${NONCE_PLACEHOLDER}'`,
            ...(options.development ? ["'unsafe-eval'"] : []),
          ],
          styleSrc: [
            "'self'",
            ...(options.development ? ["'unsafe-inline'"] : (options.inlineStyleSources ?? [])),
          ],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(options.development ? ['ws:', 'wss:'] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(options.paymentFormOrigins ?? [])],
          frameAncestors: options.frameAncestors,
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Partners may frame the booking pages (frame-ancestors decides who); X-Frame-Options cannot express that.
      xFrameOptions: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.https,
      // `no-referrer` would make browsers send `Origin: null` with our own form posts, which React Router's
      // CSRF check rightly refuses; this keeps the origin for same-site requests and leaks no paths elsewhere.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  return (_req, res, next) => {
    const nonce = res.locals.cspNonce;
    for (const [name, parts] of headers) res.setHeader(name, parts.join(nonce));
    next();
  };
}
