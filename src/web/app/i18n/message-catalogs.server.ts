import { createHash } from 'node:crypto';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { PARSED_MESSAGES } from './messages.server.ts';

/** Each language's catalog as the file browsers fetch (`message-catalog.ts`), written by the build. */
export const CATALOG_FILES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, JSON.stringify(PARSED_MESSAGES[locale])]),
) as Record<LocaleCode, string>;

/**
 * One version for all languages, from their content: a page names it, so a browser can fetch any language
 * of the same release, and a release with other messages has other addresses (files kept a year).
 */
export const CATALOG_VERSION = createHash('sha256')
  .update(LOCALE_CODES.map((locale) => CATALOG_FILES[locale]).join('\n'))
  .digest('hex')
  .slice(0, 12);
