import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { EmailWords } from './email-words.ts';

/** Staff work in one language, so what reaches the sales inbox is worded in it (`staffNotification_*`). */
export const STAFF_LOCALE: LocaleCode = 'en';

export interface StaffNotificationEmail extends EmailWords {
  kind: 'staffNotification';
  /** Who wrote and about what, blank values left out. */
  details: [label: string, value: string][];
  message: string;
}

/**
 * A message from a visitor forwarded to the sales team (chat, contact form), in the staff's language
 * whatever the visitor's; the visitor's own words are quoted as they wrote them.
 */
export function staffNotificationEmail(input: {
  subject: string;
  details: [label: string, value: string][];
  message: string;
}): StaffNotificationEmail {
  const details = input.details.filter(([, value]) => value !== '');
  const text = [...details.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n');
  return {
    kind: 'staffNotification',
    locale: STAFF_LOCALE,
    subject: input.subject,
    details,
    message: input.message,
    text,
  };
}
