import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import { ValidationError } from 'yup';
import type { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { RefusalCode } from '#domain/errors/refusal-codes.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { isPartnerToken, type PartnerScope } from '#domain/partners/partner-scopes.ts';
import { refusalAnswer } from '../../refusal-http.ts';
import { jsonBody, UnfitJsonError } from '../../server/json-body.ts';
import { requestLog } from '../../server/request-logging.ts';
import { bearerToken } from '../bearer-token.ts';
import { type Answer, send, validationResponse } from './answer.ts';
import type { Endpoint, FileAnswer, Reply } from './endpoint.ts';
import { sendIdempotent } from './idempotent-answer.ts';
import { langOf, validate } from './read-request.ts';

export interface EndpointOptions<D> {
  deps: D;
  /** The largest JSON body any of these endpoints reads, through the one bounded reader. */
  maxBodyBytes: number;
  /** The media types read as JSON (`application/json` unless said); others reach the handler unread. */
  bodyTypes?: string[];
  /** Where Idempotency-Keys are kept: required when one of the endpoints is `idempotent`. */
  runIdempotently?: RunIdempotently;
  /**
   * Partner tokens (decision 0128): the scopes a token holds (null for one unknown or revoked) and the scope
   * each operation needs. Without them, or for an operation not listed, a partner token is refused.
   */
  partnerTokens?: PartnerTokenCheck;
}

export interface PartnerTokenCheck {
  scopesOf(token: string): Promise<readonly PartnerScope[] | null>;
  needs: Readonly<Record<string, PartnerScope | 'staffOnly'>>;
}

/** A partner token's refusal before the endpoint's own caller check: unknown (401) or out of scope (403). */
async function partnerTokenRefusal(
  req: Request,
  operationId: string,
  check: PartnerTokenCheck | undefined,
): Promise<Refusal | null> {
  const token = bearerToken(req);
  if (!token || !isPartnerToken(token)) return null;
  const scopes = check ? await check.scopesOf(token) : [];
  if (scopes === null) return { code: 'unauthorized' };
  const needed = check?.needs[operationId];
  return needed && needed !== 'staffOnly' && scopes.includes(needed) ? null : { code: 'tokenScopeMissing' };
}

/**
 * Serves each endpoint on `router`: the body read through the bounded reader, the caller admitted, the
 * query and the body checked, the handler run (once per Idempotency-Key where the endpoint says so)
 * and its reply answered. Bad input is a 400 with field errors; refusals are worded in one place.
 */
export function registerEndpoints<D>(
  router: Router,
  endpoints: readonly Endpoint<D>[],
  options: EndpointOptions<D>,
): void {
  for (const endpoint of endpoints) {
    if (endpoint.idempotent && !options.runIdempotently)
      throw new Error(`${endpoint.operationId} is idempotent, but no runIdempotently was given`);
    const readers =
      endpoint.method === 'get' ? [] : jsonBody({ maxBytes: options.maxBodyBytes, types: options.bodyTypes });
    router[endpoint.method](endpoint.path, ...readers, serve(endpoint, options));
  }
}

function serve<D>(endpoint: Endpoint<D>, options: EndpointOptions<D>): RequestHandler {
  return async (req, res) => {
    const lang = langOf(req);
    try {
      const outOfScope = await partnerTokenRefusal(req, endpoint.operationId, options.partnerTokens);
      if (outOfScope) return send(res, refusalAnswer(outOfScope, lang));
      const admission = await endpoint.caller.admit({ req, deps: options.deps, lang });
      if (!admission.admitted) return send(res, admission.answer);
      const query = endpoint.query ? validate(endpoint.query, req.query) : {};
      const run = async () => {
        // Read inside the run, so a body that fails its schema is answered below and never kept for a key.
        const body = endpoint.body ? validate(endpoint.body, req.body) : {};
        const reply = await endpoint.handle({
          deps: options.deps,
          params: req.params as Record<string, string>,
          query,
          body,
          caller: admission.caller,
          lang,
          req,
        });
        return answerOf(reply, lang);
      };
      if (endpoint.idempotent && options.runIdempotently && req.get('Idempotency-Key'))
        return await sendIdempotent(options.runIdempotently, req, res, lang, () => run().then(jsonOnly));
      const answer = await run();
      if ('file' in answer) sendFile(res, answer);
      else send(res, answer);
    } catch (error) {
      if (error instanceof ValidationError) return send(res, validationResponse(error, lang));
      throw error;
    }
  };
}

const answerOf = (reply: Reply, lang: LocaleCode): Answer | FileAnswer =>
  'refused' in reply ? refusalAnswer(reply.refused, lang) : reply;

/** A kept answer is replayed as JSON: an endpoint that answers a file is never idempotent. */
function jsonOnly(answer: Answer | FileAnswer): Answer {
  if ('file' in answer) throw new Error('an idempotent endpoint answered a file');
  return answer;
}

function sendFile(res: Response, { file, headers }: FileAnswer): void {
  res
    .type(file.mediaType)
    .set({
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
      ...headers,
    })
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * The error handler behind a router's endpoints: a body that cannot be read is the client's fault (its 4xx),
 * anything else is logged and answered as a JSON 500.
 */
export const endpointErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const lang = langOf(req);
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) requestLog(req)?.error({ err: error }, 'API request failed');
  send(res, refusalAnswer({ code: status === 500 ? 'internalError' : bodyRefusal(error) }, lang));
};

/** What was wrong with a body the reader refused (a 4xx of its own), as the refusal that says it. */
function bodyRefusal(error: { status?: number }): RefusalCode {
  if (error instanceof UnfitJsonError) return error.problem;
  if (error.status === 413) return 'payloadTooLarge';
  if (error.status === 415) return 'unsupportedMediaType';
  return 'invalidBody';
}
