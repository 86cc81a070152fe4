import type { Response } from 'express';
import type { ValidationError } from 'yup';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { refusalAnswer } from '../../refusal-http.ts';

/** yup's failures as the one refusal: each field with its message key (decision 0052). */
function validationRefusal(error: ValidationError): Refusal {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const fields = failures.map((failure) => {
    const key = /^[a-zA-Z]+$/.test(String(failure.message))
      ? String(failure.message)
      : failure.type === 'typeError'
        ? 'invalidNumber'
        : 'invalidRequest';
    return { path: failure.path ?? '', key };
  });
  return { code: 'invalidForm', fields };
}

export function validationResponse(error: ValidationError, lang: LocaleCode): Answer {
  return refusalAnswer(validationRefusal(error), lang);
}

/**
 * An answer of an API: its HTTP status, JSON body (none for a 204 or 304) and any header it needs (a 401's
 * challenge, a sign-in's Set-Cookie list).
 */
export type Answer = { status: number; body: unknown; headers?: Record<string, string | string[]> };

export function send(res: Response, answer: Answer): void {
  if (answer.headers) res.set(answer.headers);
  res.status(answer.status).json(answer.body);
}
