import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { readBoundedBody } from './bounded-body.ts';

/**
 * What a router reads a body as: JSON (objects and arrays only, as body-parser's strict mode), text, or
 * a urlencoded form (a key given twice becomes a list, as body-parser's simple parser).
 */
type BodyFormat = 'json' | 'text' | 'form';

export interface BodyOptions {
  format: BodyFormat;
  maxBytes: number;
  /** Media types read (`type-is` patterns); a body of another type is left unread, `req.body` undefined. */
  types: readonly string[];
  /** Most fields of a form; more is refused with 413, as body-parser's `parameterLimit`. */
  maxFields?: number;
}

/**
 * A client error for the routers' error handlers, in body-parser's convention (`status`, `expose`,
 * `type`), which the handlers already answer in their own shapes.
 */
class BodyError extends Error {
  readonly expose = true;
  readonly status: number;
  readonly type: string;

  constructor(status: 400 | 413 | 415, type: string) {
    super(`the body was refused: ${type}`);
    this.status = status;
    this.type = type;
  }
}

/**
 * Express middleware reading the body through the one bounded reader into `req.body`. A body past
 * `maxBytes` is a 413 at once, before its rest is read (the connection then closes after the answer);
 * a compressed body or one in another charset a 415; one that does not parse a 400.
 */
/** Generic in the route's parameters, so it sits in front of any route without widening them. */
type BodyReader = <Params>(req: Request<Params>, res: Response, next: NextFunction) => void;

export function readBody(options: BodyOptions): BodyReader {
  return (req, _res, next) => {
    if (!hasBody(req) || !req.is([...options.types])) return next();
    parse(req, options).then((body) => {
      req.body = body;
      next();
    }, next);
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

async function parse(req: IncomingMessage, options: BodyOptions): Promise<unknown> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  // Inflating would let a small body grow past every limit; no client of ours compresses what it sends.
  if (encoding !== 'identity') throw new BodyError(415, 'encoding.unsupported');
  const decoder = decoderFor(req, options.format);
  const bytes = await readBoundedBody(req, options.maxBytes);
  if (!bytes) throw new BodyError(413, 'entity.too.large');
  let text: string;
  try {
    text = decoder.decode(await bytes.arrayBuffer());
  } catch {
    throw new BodyError(400, 'entity.parse.failed');
  }
  if (options.format === 'text') return text;
  if (options.format === 'json') return parseJson(text);
  return parseForm(text, options.maxFields ?? Number.POSITIVE_INFINITY);
}

/** UTF-8, or ISO-8859-1 for a form that says so (as body-parser); any other charset is a 415. */
function decoderFor(req: IncomingMessage, format: BodyFormat): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i
    .exec(req.headers['content-type'] ?? '')?.[1]
    ?.toLowerCase();
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8')
    return new TextDecoder('utf-8', { fatal: true });
  if (format === 'form' && charset === 'iso-8859-1') return new TextDecoder('latin1');
  throw new BodyError(415, 'charset.unsupported');
}

function parseJson(text: string): unknown {
  if (text.length === 0) return {};
  // Strict, as body-parser: a bare string or number is not a request body.
  if (!/^[\s]*[[{]/.test(text)) throw new BodyError(400, 'entity.parse.failed');
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'entity.parse.failed');
  }
}

function parseForm(text: string, maxFields: number): Record<string, string | string[]> {
  if (text.split('&').length > maxFields) throw new BodyError(413, 'parameters.too.many');
  // Without a prototype, so `__proto__` or `constructor` are plain unknown fields.
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const earlier = fields[key];
    fields[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}
