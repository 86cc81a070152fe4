import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { refusalAnswer } from '../refusal-http.ts';
import type { Answer } from './endpoint/answer.ts';

/**
 * A refusal of `/api` as it is answered: the one refusal body (decision 0052), with the Bearer challenge
 * when the caller must sign in or show a token (401).
 */
export function refusedAnswer(refusal: Refusal, lang: LocaleCode): Answer {
  const answer = refusalAnswer(refusal, lang);
  return answer.status === 401
    ? { ...answer, headers: { ...answer.headers, 'WWW-Authenticate': 'Bearer' } }
    : answer;
}

/** A use case's result as the answer: its value (through `view`) with `status`, or its refusal. */
export function resultAnswer<T>(
  result: Result<T, Refusal>,
  lang: LocaleCode,
  status = 200,
  view?: (value: T) => unknown,
): Answer {
  if (!result.ok) return refusedAnswer(result.error, lang);
  return { status, body: status === 204 ? undefined : view ? view(result.value) : result.value };
}

/** A documented refusal of `/api`: the shared Error shape; the status says which kind. */
export const ERROR = {
  description: 'Refused; `error.code` says which kind, `error.fields` which fields and why',
  error: true,
} as const;
