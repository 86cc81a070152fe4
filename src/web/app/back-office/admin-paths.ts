import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';

/** The back office's address in a language: `/admin/…`, `/en/admin/…`. */
export function adminPath(locale: LocaleCode, rest = ''): string {
  return `${localePrefix(locale)}/admin${rest}`;
}
