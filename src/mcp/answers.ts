import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { resultsPath } from '#web/app/search/results-path.ts';

/**
 * How every tool answers figures and places (issue #29): an amount in integer cents and in euros, so an agent
 * neither rounds nor guesses the unit; a page as the full address a person opens.
 */
export const money = (amount: Cents) => ({
  cents: amount,
  euros: (amount / 100).toFixed(2),
  currency: 'EUR',
});

/** The results page of a search, where the person can book it themselves. */
export const resultsLink = (publicUrl: string, lang: LocaleCode, search: SearchQuery) =>
  `${publicUrl}${resultsPath(lang, { search })}`;

/** "My booking", opened on one order. */
export const orderLink = (publicUrl: string, lang: LocaleCode, reference: string) =>
  `${publicUrl}${orderDetailsPath(lang, reference)}`;

/** Times are the port's local time with its UTC offset (ISO 8601), as the ferry systems give them. */
export const TIMES_NOTE = 'Times are local to the port, ISO 8601 with the UTC offset.';
