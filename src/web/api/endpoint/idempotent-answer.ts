import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { answerRefusal } from '../../refusal-http.ts';
import { type Answer, send } from './answer.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Whose keys these are (decision 0048): the credential the caller presents (hashed, never kept) or, without
 * one, the caller's address. Another caller sending the same key and body runs their own request instead of
 * being replayed someone else's answer, which may carry an order's secret.
 */
const callerScope = (req: Request) => {
  const credential = req.get('Authorization');
  return credential ? `credential:${sha256(credential.trim())}` : `address:${req.ip ?? ''}`;
};

/**
 * A POST with an Idempotency-Key: the first answer is kept and replayed for the same caller, key and body;
 * the same key with another body is refused (422), and one still running is a 409.
 */
export async function sendIdempotent(
  runIdempotently: RunIdempotently,
  req: Request,
  res: Response,
  lang: LocaleCode,
  work: () => Promise<Answer>,
) {
  const key = req.get('Idempotency-Key')!;
  if (key.length > 128)
    return answerRefusal(
      res,
      { code: 'invalidForm', fields: [{ path: 'Idempotency-Key', key: 'tooLong' }] },
      lang,
    );
  const fingerprint = sha256(
    `${req.path}\n${String(req.query.user_id ?? '')}\n${JSON.stringify(req.body ?? null)}`,
  );
  const outcome = await runIdempotently.execute({
    key: `${callerScope(req)}:${req.path}:${key}`,
    fingerprint,
    run: work,
  });
  if (outcome.kind === 'conflict') return answerRefusal(res, { code: 'idempotencyKeyReused' }, lang);
  if (outcome.kind === 'inProgress') return answerRefusal(res, { code: 'requestInProgress' }, lang);
  if (outcome.kind === 'replayed') res.set('Idempotent-Replayed', 'true');
  send(res, outcome.response);
}
