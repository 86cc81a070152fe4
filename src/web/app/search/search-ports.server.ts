import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { PortNames } from '#domain/search/port-matching.ts';

/** A port as the search form needs it: its code and the names it can be found by. */
export type SearchPort = PortNames;

/**
 * Every port, named for this reader, for the search form's pickers (preloaded by the page so the form
 * works at once and without JavaScript). When no upstream answers the list is empty and the form says
 * the ports could not be fetched; the page itself still renders.
 */
export async function loadSearchPorts(services: AppServices, locale: LocaleCode): Promise<SearchPort[]> {
  const ports = await services.ferry.listPorts.execute({ lang: locale });
  if (!ports.ok) return [];
  return ports.value.map(({ code, name, localName, englishName }) => ({
    code,
    name,
    localName,
    englishName,
  }));
}
