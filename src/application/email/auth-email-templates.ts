import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LinkEmail, linkEmail, linkEmailText } from './link-email.ts';

export type AuthEmailTemplate = 'activation' | 'passwordReset' | 'invitation';

/** Each account e-mail's messages (spec §1): `activationEmail_*`, `passwordResetEmail_*`, `invitationEmail_*`. */
const FAMILIES: Record<AuthEmailTemplate, string> = {
  activation: 'activationEmail',
  passwordReset: 'passwordResetEmail',
  invitation: 'invitationEmail',
};

/** The activation, password-reset or invitation e-mail in the user's language, with the link to follow. */
export function authEmail(
  template: AuthEmailTemplate,
  locale: LocaleCode,
  values: { link: string; name: string | null; hours: number },
  words: FormatMessage,
): LinkEmail {
  const greeting = values.name
    ? words('accountEmail_greetingNamed', { name: values.name })
    : words('accountEmail_greeting');
  const texts = linkEmailText(words, FAMILIES[template], greeting, { hours: values.hours });
  return linkEmail(locale, texts, values.link);
}
