import type { RouterContextProvider } from 'react-router';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { FieldError } from '#domain/errors/refusal.ts';
import { type LocaleCode, splitLocalePath } from '#domain/i18n/locales.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { pagePath } from '../page-path.ts';
import { readForm, refuse } from './read-form.server.ts';

/** What a page action's intent is given: the form as its schema read it, and where it was posted. */
export interface IntentRequest<Form> {
  form: Form;
  request: Request;
  context: Readonly<RouterContextProvider>;
  locale: LocaleCode;
}

/**
 * One thing a page's form asks for (issue #50), declared as an API endpoint is: the domain schema that reads
 * its fields (the API's, where the API does the same) and the handler that runs on what it read. A field the
 * schema refuses is answered by `invalid` where the page shows it beside the field; elsewhere the form is none
 * the page sends, and gets 400 like any malformed post.
 */
export interface PageIntent<S extends ObjectSchema<AnyObject>> {
  schema: S;
  invalid?(fields: FieldError[], request: IntentRequest<Partial<Record<string, string>>>): unknown;
  run(request: IntentRequest<InferType<S>>): Promise<unknown>;
}

/** An intent in a page's list: its form's type is known to its own handler only. */
type AnyIntent = PageIntent<ObjectSchema<AnyObject>>;

/** Declares one intent, typing its handler by its schema; the page's list erases that type. */
export const intentOf = <S extends ObjectSchema<AnyObject>>(intent: PageIntent<S>): AnyIntent =>
  intent as unknown as AnyIntent;

/** Only the fields an intent's schema names: another intent's field never reaches its handler. */
function ownFields(form: Partial<Record<string, string>>, names: readonly string[]) {
  const own: Partial<Record<string, string>> = Object.create(null);
  for (const name of names) if (form[name] !== undefined) own[name] = form[name];
  return own;
}

/**
 * A page's action from its intents, by the form's `intent` field: the form is read once, defensively
 * (`readForm`: only the fields some intent's schema names), checked by that intent's schema and handed,
 * typed, to its handler (nothing but what its schema names). An intent the page does not have is a 400.
 */
export function pageAction(intents: Readonly<Record<string, AnyIntent>>) {
  const names = [
    ...new Set(['intent', ...Object.values(intents).flatMap((one) => Object.keys(one.schema.fields))]),
  ];
  return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const form = await readForm(request, names);
    const name = form.intent ?? '';
    const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (!intent) refuse(request, 400);
    const { locale } = splitLocalePath(pagePath(request));
    const own = ownFields(form, Object.keys(intent.schema.fields));
    const valid = validateWith(intent.schema, own, 'invalidForm');
    if (valid.ok) return intent.run({ form: valid.value, request, context, locale });
    if (!intent.invalid) refuse(request, 400);
    return intent.invalid(valid.error.fields ?? [], { form: own, request, context, locale });
  };
}
