import type { RequestHandler } from 'express';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { MESSAGES } from '../app/i18n/messages.server.ts';

function readablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Addresses no page of ours has: a NUL anywhere (PostgreSQL text cannot hold it, so a slug or a query
 * value carrying one would fail in the database) or a path that is not valid percent-encoding. They get
 * a 400 in the visitor's language before any route runs.
 */
export const urlGuard: RequestHandler = (req, res, next) => {
  if (!/%00/i.test(req.originalUrl) && !req.originalUrl.includes('\u0000') && readablePath(req.path))
    return next();
  const { locale } = splitLocalePath(req.path);
  res.status(400).type('text/plain').send(MESSAGES[locale].errorBadRequest);
};
