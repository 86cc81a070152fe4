import type { EmailWords } from './email-words.ts';

export interface StaffNotificationEmail extends EmailWords {
  kind: 'staffNotification';
  /** Who wrote and about what, blank values left out. */
  details: [label: string, value: string][];
  message: string;
}

/**
 * A message from a visitor forwarded to the sales team (chat, contact form). Staff work in one
 * language, so these e-mails are in English whatever the visitor's language; the visitor's own words
 * are quoted as they wrote them.
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
    locale: 'en',
    subject: input.subject,
    details,
    message: input.message,
    text,
  };
}
