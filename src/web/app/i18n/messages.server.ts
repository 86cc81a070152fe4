import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import adminDe from './messages/admin/de.json' with { type: 'json' };
import adminEl from './messages/admin/el.json' with { type: 'json' };
import adminEn from './messages/admin/en.json' with { type: 'json' };
import adminEs from './messages/admin/es.json' with { type: 'json' };
import adminFr from './messages/admin/fr.json' with { type: 'json' };
import adminIt from './messages/admin/it.json' with { type: 'json' };
import adminSq from './messages/admin/sq.json' with { type: 'json' };
import bookingDe from './messages/booking/de.json' with { type: 'json' };
import bookingEl from './messages/booking/el.json' with { type: 'json' };
import bookingEn from './messages/booking/en.json' with { type: 'json' };
import bookingEs from './messages/booking/es.json' with { type: 'json' };
import bookingFr from './messages/booking/fr.json' with { type: 'json' };
import bookingIt from './messages/booking/it.json' with { type: 'json' };
import bookingSq from './messages/booking/sq.json' with { type: 'json' };
import consentDe from './messages/consent/de.json' with { type: 'json' };
import consentEl from './messages/consent/el.json' with { type: 'json' };
import consentEn from './messages/consent/en.json' with { type: 'json' };
import consentEs from './messages/consent/es.json' with { type: 'json' };
import consentFr from './messages/consent/fr.json' with { type: 'json' };
import consentIt from './messages/consent/it.json' with { type: 'json' };
import consentSq from './messages/consent/sq.json' with { type: 'json' };
import siteDe from './messages/de.json' with { type: 'json' };
import siteEl from './messages/el.json' with { type: 'json' };
import siteEn from './messages/en.json' with { type: 'json' };
import siteEs from './messages/es.json' with { type: 'json' };
import siteFr from './messages/fr.json' with { type: 'json' };
import invoiceDe from './messages/invoice/de.json' with { type: 'json' };
import invoiceEl from './messages/invoice/el.json' with { type: 'json' };
import invoiceEn from './messages/invoice/en.json' with { type: 'json' };
import invoiceEs from './messages/invoice/es.json' with { type: 'json' };
import invoiceFr from './messages/invoice/fr.json' with { type: 'json' };
import invoiceIt from './messages/invoice/it.json' with { type: 'json' };
import invoiceSq from './messages/invoice/sq.json' with { type: 'json' };
import siteIt from './messages/it.json' with { type: 'json' };
import ordersDe from './messages/orders/de.json' with { type: 'json' };
import ordersEl from './messages/orders/el.json' with { type: 'json' };
import ordersEn from './messages/orders/en.json' with { type: 'json' };
import ordersEs from './messages/orders/es.json' with { type: 'json' };
import ordersFr from './messages/orders/fr.json' with { type: 'json' };
import ordersIt from './messages/orders/it.json' with { type: 'json' };
import ordersSq from './messages/orders/sq.json' with { type: 'json' };
import partnersDe from './messages/partners/de.json' with { type: 'json' };
import partnersEl from './messages/partners/el.json' with { type: 'json' };
import partnersEn from './messages/partners/en.json' with { type: 'json' };
import partnersEs from './messages/partners/es.json' with { type: 'json' };
import partnersFr from './messages/partners/fr.json' with { type: 'json' };
import partnersIt from './messages/partners/it.json' with { type: 'json' };
import partnersSq from './messages/partners/sq.json' with { type: 'json' };
import searchDe from './messages/search/de.json' with { type: 'json' };
import searchEl from './messages/search/el.json' with { type: 'json' };
import searchEn from './messages/search/en.json' with { type: 'json' };
import searchEs from './messages/search/es.json' with { type: 'json' };
import searchFr from './messages/search/fr.json' with { type: 'json' };
import searchIt from './messages/search/it.json' with { type: 'json' };
import searchSq from './messages/search/sq.json' with { type: 'json' };
import siteSq from './messages/sq.json' with { type: 'json' };

/**
 * ICU messages per locale, one file per area (admin, site, search, booking, orders, invoice, consent, partners) so that areas grow apart without
 * touching each other's files; no key may be in two areas (a test checks). Greek is the reference every
 * other locale must match key for key.
 */
export const MESSAGE_AREAS = {
  admin: {
    el: adminEl,
    en: adminEn,
    de: adminDe,
    es: adminEs,
    fr: adminFr,
    it: adminIt,
    sq: adminSq,
  },
  site: { el: siteEl, en: siteEn, de: siteDe, es: siteEs, fr: siteFr, it: siteIt, sq: siteSq },
  booking: {
    el: bookingEl,
    en: bookingEn,
    de: bookingDe,
    es: bookingEs,
    fr: bookingFr,
    it: bookingIt,
    sq: bookingSq,
  },
  orders: {
    el: ordersEl,
    en: ordersEn,
    de: ordersDe,
    es: ordersEs,
    fr: ordersFr,
    it: ordersIt,
    sq: ordersSq,
  },
  invoice: {
    el: invoiceEl,
    en: invoiceEn,
    de: invoiceDe,
    es: invoiceEs,
    fr: invoiceFr,
    it: invoiceIt,
    sq: invoiceSq,
  },
  consent: {
    el: consentEl,
    en: consentEn,
    de: consentDe,
    es: consentEs,
    fr: consentFr,
    it: consentIt,
    sq: consentSq,
  },
  partners: {
    el: partnersEl,
    en: partnersEn,
    de: partnersDe,
    es: partnersEs,
    fr: partnersFr,
    it: partnersIt,
    sq: partnersSq,
  },
  search: {
    el: searchEl,
    en: searchEn,
    de: searchDe,
    es: searchEs,
    fr: searchFr,
    it: searchIt,
    sq: searchSq,
  },
};

const inLocale = (locale: LocaleCode) =>
  Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area) => area[locale]));

const el = {
  ...adminEl,
  ...siteEl,
  ...bookingEl,
  ...searchEl,
  ...ordersEl,
  ...invoiceEl,
  ...consentEl,
  ...partnersEl,
};
export type Messages = Record<keyof typeof el, string>;

export const MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, inLocale(locale)]),
) as Record<LocaleCode, Messages>;

/**
 * Each locale's messages parsed once, as pages send them: the browser then formats without the ICU parser,
 * which its build leaves out (vite.config.ts).
 */
export const PARSED_MESSAGES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(MESSAGES[locale]).map(([key, message]) => [key, parse(message)])),
  ]),
) as Record<LocaleCode, Record<keyof Messages, MessageFormatElement[]>>;
