import * as yup from 'yup';
import { emptyToUndefined, urlWithProtocol } from './env-rules.ts';

/** Outgoing e-mail and the newsletter's subscriber group. */
export interface EmailConfig {
  /** SMTP server for outgoing e-mail; absent means .eml files under `dataDir/mail`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The subscriber group newsletter sign-ups join. */
  newsletterGroup: string;
}

export const emailEnv = yup.object({
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']),
  MAIL_FROM: yup
    .string()
    .trim()
    .matches(
      /^[^<>\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/,
      'must be an address such as "Kyma <no-reply@example.com>"',
    )
    .default('Kyma <no-reply@kyma.travel>'),
  NEWSLETTER_GROUP: yup
    .string()
    .trim()
    .matches(/^[\w.-]{1,100}$/, 'must be letters, digits, dots, dashes or underscores')
    .default('travellers'),
});

export function emailConfigOf(env: yup.InferType<typeof emailEnv>): EmailConfig {
  return {
    smtpUrl: emptyToUndefined(env.SMTP_URL),
    mailFrom: env.MAIL_FROM,
    newsletterGroup: env.NEWSLETTER_GROUP,
  };
}
