import type { Request } from 'express';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { jsonProblem } from '../../server/json-body.ts';

/** The language of the answer: `?lang=`, else the best of Accept-Language, else Greek (the site's default). */
export function langOf(req: Request): LocaleCode {
  const lang = req.query?.lang;
  if (typeof lang === 'string' && isLocaleCode(lang)) return lang;
  const accepted = req.headers['accept-language'] ? req.acceptsLanguages(...LOCALE_CODES) : false;
  return typeof accepted === 'string' && isLocaleCode(accepted) ? accepted : 'el';
}

/**
 * The query but `lang`, for a use case that reads the query itself and has no translated fields: every
 * endpoint takes `?lang=` for the language of its messages (read here), and such a use case refuses what it
 * does not know.
 */
export function queryButLang(req: Request): Record<string, unknown> {
  const { lang: _lang, ...rest } = req.query as Record<string, unknown>;
  return rest;
}

/**
 * A request part checked with its schema; yup's ValidationError on bad input (the routers answer it as a 400
 * with field errors). Unknown fields are dropped unless `keepUnknown` (bodies whose sections are checked by
 * their own schemas later, such as a checkout's leader).
 */
export function validate<T extends AnyObject>(
  schema: ObjectSchema<T>,
  value: unknown,
  options: { keepUnknown?: boolean } = {},
): T {
  // Queries skip the JSON body's checks; a NUL would reach the database and fail there.
  const problem = jsonProblem(value);
  if (problem) throw new ValidationError(problem, value, '');
  try {
    return schema.validateSync(value ?? {}, {
      abortEarly: false,
      stripUnknown: !options.keepUnknown,
    }) as T;
  } catch (error) {
    // yup's transforms (trim, uppercase) throw a TypeError on a value of the wrong JSON type: still bad input.
    if (error instanceof TypeError) throw new ValidationError('invalidRequest', value, '');
    throw error;
  }
}
