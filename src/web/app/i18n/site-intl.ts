import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';
import { createIntl, type IntlShape, type SiteMessages } from './intl.tsx';

const intls = new WeakMap<SiteMessages, IntlShape>();

/**
 * The pages' intl object, one per set of messages (each set belongs to one locale). On the server a locale's
 * messages are one object for the life of the process, so every request shares its compiled messages and
 * Intl formatters instead of building them again for each render (issue #15).
 */
export function siteIntl(locale: LocaleCode, messages: SiteMessages): IntlShape {
  let intl = intls.get(messages);
  if (!intl) {
    intl = createIntl({
      locale: LOCALES[locale].iso,
      // Dates read the same on the server and in every browser: Greek time, the business's clock.
      timeZone: BUSINESS_TIME_ZONE,
      messages,
    });
    intls.set(messages, intl);
  }
  return intl;
}
