import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
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

export function securityHeaders(options: {
  development: boolean;
  https: boolean;
  frameAncestors: string[];
  /** Card providers' pages the browser posts a payment form to (Cardlink's VPOS); every other form stays home. */
  paymentFormOrigins?: string[];
  /** Hashes of the stylesheets pages carry inline; development allows any inline style instead. */
  inlineStyleSources?: string[];
}): RequestHandler {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as Response).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce, ...(options.development ? ["'unsafe-eval'"] : [])],
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
  });
}
