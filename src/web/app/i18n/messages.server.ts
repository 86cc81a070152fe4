import type { LocaleCode } from '../../../domain/i18n/locales.ts';
import bookingDe from './messages/booking/de.json' with { type: 'json' };
import bookingEl from './messages/booking/el.json' with { type: 'json' };
import bookingEn from './messages/booking/en.json' with { type: 'json' };
import bookingEs from './messages/booking/es.json' with { type: 'json' };
import bookingFr from './messages/booking/fr.json' with { type: 'json' };
import bookingIt from './messages/booking/it.json' with { type: 'json' };
import bookingSq from './messages/booking/sq.json' with { type: 'json' };
import siteDe from './messages/de.json' with { type: 'json' };
import siteEl from './messages/el.json' with { type: 'json' };
import siteEn from './messages/en.json' with { type: 'json' };
import siteEs from './messages/es.json' with { type: 'json' };
import siteFr from './messages/fr.json' with { type: 'json' };
import siteIt from './messages/it.json' with { type: 'json' };
import searchDe from './messages/search/de.json' with { type: 'json' };
import searchEl from './messages/search/el.json' with { type: 'json' };
import searchEn from './messages/search/en.json' with { type: 'json' };
import searchEs from './messages/search/es.json' with { type: 'json' };
import searchFr from './messages/search/fr.json' with { type: 'json' };
import searchIt from './messages/search/it.json' with { type: 'json' };
import searchSq from './messages/search/sq.json' with { type: 'json' };
import siteSq from './messages/sq.json' with { type: 'json' };

/**
 * ICU messages per locale, one file per area (site, search, booking) so that areas grow apart without
 * touching each other's files; Greek is the reference every other locale must match key for key.
 */
const el = { ...siteEl, ...bookingEl, ...searchEl };
export type Messages = Record<keyof typeof el, string>;

export const MESSAGES: Record<LocaleCode, Messages> = {
  el,
  en: { ...siteEn, ...bookingEn, ...searchEn },
  de: { ...siteDe, ...bookingDe, ...searchDe },
  es: { ...siteEs, ...bookingEs, ...searchEs },
  fr: { ...siteFr, ...bookingFr, ...searchFr },
  it: { ...siteIt, ...bookingIt, ...searchIt },
  sq: { ...siteSq, ...bookingSq, ...searchSq },
};
