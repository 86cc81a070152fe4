import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import { DISRUPTION_LINK_HOURS } from '#domain/disruptions/disruption-notice.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type NoticeValues, wordedKind } from '../disruptions/disruption-words.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LinkEmail, linkEmail } from './link-email.ts';

/**
 * The notice of a disruption (`disruptionEmail_*`), in the booking's language: what happened to the
 * sailing, and the one-time link that opens the booking without signing in.
 */
export function disruptionEmail(
  locale: LocaleCode,
  disruption: SailingDisruption,
  values: NoticeValues & { link: string },
  words: FormatMessage,
): LinkEmail {
  const worded = { ...values, hours: DISRUPTION_LINK_HOURS };
  const texts = {
    subject: words(`disruptionEmail_${disruption.kind}_subject`, worded),
    greeting: words('accountEmail_greeting'),
    body: wordedKind(words, 'disruptionEmail', disruption, worded, '_body'),
    action: words('disruptionEmail_action'),
    expiry: words('disruptionEmail_expiry', worded),
    ignore: words('disruptionEmail_more'),
  };
  return linkEmail(locale, texts, values.link);
}
