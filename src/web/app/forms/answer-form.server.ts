import { data, type RouterContextProvider } from 'react-router';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { type LocaleCode, splitLocalePath } from '#domain/i18n/locales.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import type { FormAnswer } from './form-answer.ts';
import { readForm } from './read-form.server.ts';

/**
 * Reads a visitor form's fields, checks them with the form's domain schema and runs its use case on what
 * the schema read. Refused fields are a normal answer (200: the page shows them); a body that is no form of
 * ours is a 4xx (see `readForm`); only an unexpected failure is a 503, logged.
 */
export async function answerForm<Done extends string, S extends ObjectSchema<AnyObject>>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  done: Done,
  schema: S,
  run: (input: { form: InferType<S>; locale: LocaleCode }) => Promise<void>,
) {
  const { locale } = splitLocalePath(pagePath(request));
  const form = await readForm(request, Object.keys(schema.fields));
  const valid = validateWith<InferType<S>>(schema, form, 'invalidForm');
  if (!valid.ok) return { status: 'invalid', fields: valid.error.fields } as FormAnswer<Done>;
  try {
    await run({ form: valid.value, locale });
    return { status: done } as FormAnswer<Done>;
  } catch (error) {
    context.get(requestContext).requestLog()?.error({ err: error }, 'a form could not be answered');
    return data({ status: 'failed' } as FormAnswer<Done>, { status: 503 });
  }
}
