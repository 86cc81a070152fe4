import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type Answer, errorBody, send } from './api-responses.ts';

/**
 * A booking call with an Idempotency-Key: the first answer is kept and replayed for the same key and body;
 * the same key with another body is refused (422), and one still running is a 409.
 */
export async function sendIdempotent(
  services: AppServices['ferry'],
  req: Request,
  res: Response,
  lang: LocaleCode,
  work: () => Promise<Answer>,
) {
  const key = req.get('Idempotency-Key')!;
  if (key.length > 128)
    return send(res, {
      status: 400,
      body: errorBody('invalidForm', 'tooLong', lang, [
        { path: 'Idempotency-Key', key: 'tooLong', message: 'at most 128 characters' },
      ]),
    });
  const fingerprint = createHash('sha256')
    .update(`${req.path}\n${String(req.query.user_id ?? '')}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  const outcome = await services.runIdempotently.execute({
    key: `${req.path}:${key}`,
    fingerprint,
    run: work,
  });
  if (outcome.kind === 'conflict')
    return send(res, {
      status: 422,
      body: errorBody('idempotencyKeyReused', 'idempotencyKeyReused', lang),
    });
  if (outcome.kind === 'inProgress')
    return send(res, { status: 409, body: errorBody('requestInProgress', 'requestInProgress', lang) });
  if (outcome.kind === 'replayed') res.set('Idempotent-Replayed', 'true');
  send(res, outcome.response);
}
