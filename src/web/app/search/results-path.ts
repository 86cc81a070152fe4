import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import { type ResultsView, resultsSearchParams } from '#domain/search/results-url.ts';

/** The results page of a search in this language: `/results?…` in Greek, `/en/results?…` in English. */
export function resultsPath(locale: LocaleCode, view: Pick<ResultsView, 'search'> & Partial<ResultsView>) {
  return `${localePrefix(locale)}/results?${resultsSearchParams(view).toString()}`;
}
