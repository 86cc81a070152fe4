import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';

/** Spec §2: terms live at /oroi-and-proypo8eseis in Greek and /{lang}/terms-and-conditions otherwise. */
export const termsPath = (locale: LocaleCode) =>
  locale === 'el' ? '/oroi-and-proypo8eseis' : `${localePrefix(locale)}/terms-and-conditions`;

export const privacyPath = (locale: LocaleCode) => `${localePrefix(locale)}/privacy-policy`;
