/** What every e-mail says whatever it looks like: its language, its subject and its plain-text part. */
export interface EmailWords {
  locale: string;
  subject: string;
  text: string;
}
