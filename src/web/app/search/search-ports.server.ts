import type { AppServices } from '#application/app-services.ts';
import type { PortView } from '#application/ferry/localized-ports.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type PortNames, searchablePortCodes } from '#domain/search/port-matching.ts';
import { type PackedPorts, packPorts } from './packed-ports.ts';

/** A port as the search form needs it: its code and the names it can be found by. */
export type SearchPort = PortNames;

/** The ports a page with the search form needs, in one language. */
export interface SearchPorts {
  /** Every port, named for this reader. */
  readonly list: readonly SearchPort[];
  /** The same as the page's data carries them. */
  readonly packed: PackedPorts;
  /** The codes a search may name; null when no list could be read (then no code is refused). */
  readonly codes: ReadonlySet<string> | null;
}

const NONE: SearchPorts = { list: [], packed: packPorts([]), codes: null };

function searchPortsOf(views: readonly PortView[]): SearchPorts {
  const list = views.map(({ code, name, localName, englishName }) => ({
    code,
    name,
    localName,
    englishName,
  }));
  return { list, packed: packPorts(list), codes: searchablePortCodes(list) };
}

/**
 * The last made in each language and the ports they were made from: the network answers with the very
 * same ports while its lists do not change (`ListPorts`), and every page with the form needs them, so
 * they are not copied, packed and indexed again for each page.
 */
const made = new Map<LocaleCode, { views: readonly PortView[]; ports: SearchPorts }>();
const sameViews = (before: readonly PortView[], now: readonly PortView[]) =>
  before.length === now.length && before.every((view, index) => view === now[index]);

/**
 * Every port, named for this reader, for the search form's pickers (preloaded by the page so the form
 * works at once and without JavaScript). When no upstream answers the list is empty and the form says
 * the ports could not be fetched; the page itself still renders.
 */
export async function loadSearchPorts(services: AppServices, locale: LocaleCode): Promise<SearchPorts> {
  const answer = await services.ferry.listPorts.execute({ lang: locale });
  if (!answer.ok) return NONE;
  const last = made.get(locale);
  if (last && sameViews(last.views, answer.value)) return last.ports;
  const ports = searchPortsOf(answer.value);
  made.set(locale, { views: answer.value, ports });
  return ports;
}
