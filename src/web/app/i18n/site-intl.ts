import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';
import { createIntl, type IntlShape, type SiteMessages } from './intl.tsx';
import { messagesIn } from './message-catalog.ts';

const intls = new Map<LocaleCode, { messages: SiteMessages; intl: IntlShape }>();

/**
 * The pages' intl object for a language, made again only when its messages change (a browser's arrive
 * after the first call). On the server a language's messages are one object for the life of the process,
 * so every request shares its compiled messages and Intl formatters (issue #15).
 */
export function siteIntl(locale: LocaleCode): IntlShape {
  const messages = messagesIn(locale);
  let made = intls.get(locale);
  if (made?.messages !== messages) {
    made = {
      messages,
      intl: createIntl({
        locale: LOCALES[locale].iso,
        // Dates read the same on the server and in every browser: Greek time, the business's clock.
        timeZone: BUSINESS_TIME_ZONE,
        messages,
      }),
    };
    intls.set(locale, made);
  }
  return made.intl;
}
