import { data } from 'react-router';
import type { Refusal } from '#domain/errors/refusal.ts';
import { type LocaleCode, splitLocalePath } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { pagePath } from '../page-path.ts';
import type { FormAnswer } from './form-answer.ts';
import { readForm } from './read-form.server.ts';

/**
 * Runs a visitor form's use case on the form's named fields and turns its result into the form's answer.
 * Refused fields are a normal answer (200: the page shows them); a body that is no form of ours is a 4xx
 * (see `readForm`); only an unexpected failure is a 503, logged.
 */
export async function answerForm<Done extends string>(
  request: Request,
  done: Done,
  fields: readonly string[],
  run: (input: { form: Record<string, string>; locale: LocaleCode }) => Promise<Result<void, Refusal>>,
) {
  const { locale } = splitLocalePath(pagePath(request));
  const form = (await readForm(request, fields)) as Record<string, string>;
  try {
    const result = await run({ form, locale });
    if (result.ok) return { status: done } as FormAnswer<Done>;
    return { status: 'invalid', fields: result.error.fields } as FormAnswer<Done>;
  } catch (error) {
    console.error(error);
    return data({ status: 'failed' } as FormAnswer<Done>, { status: 503 });
  }
}
