import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { SiteMessages } from './intl.tsx';

/**
 * Where pages find their language's messages (issue #15). They used to travel in every page's hydration
 * data: 83 of its 128 KB on the home page, encoded anew for every request and sent again with every
 * page. Now each language's parsed messages are one file the build writes under the catalogs' version
 * (`scripts/write-message-catalogs.ts`), which browsers keep for a year: the server holds them all from
 * its start, a browser fetches its page's language before hydrating (the page preloads it) and another
 * language when a link leads there.
 */
export const MESSAGE_CATALOG_FOLDER = '/assets/messages';

let installedVersion = '';
const catalogs = new Map<LocaleCode, SiteMessages>();

export function messageCatalogPath(locale: LocaleCode, version = installedVersion): string {
  return `${MESSAGE_CATALOG_FOLDER}/${version}/${locale}.json`;
}

export function messageCatalogVersion(): string {
  return installedVersion;
}

/** The server installs every language at its start; a browser the version its page names. */
export function installMessageCatalogs(
  version: string,
  messages: Partial<Record<LocaleCode, SiteMessages>> = {},
): void {
  installedVersion = version;
  for (const [locale, inLocale] of Object.entries(messages)) catalogs.set(locale as LocaleCode, inLocale);
}

/** The language's messages; none before they are loaded (the formatter then shows keys and says so). */
export function messagesIn(locale: LocaleCode): SiteMessages {
  return catalogs.get(locale) ?? NO_MESSAGES;
}
const NO_MESSAGES: SiteMessages = {};

/** Fetches a language's catalog unless it is here (the page's own comes from the preload). */
export async function loadMessageCatalog(locale: LocaleCode, fetchCatalog = fetch): Promise<void> {
  if (catalogs.has(locale)) return;
  const answer = await fetchCatalog(messageCatalogPath(locale));
  if (!answer.ok) throw new Error(`messages for ${locale}: HTTP ${answer.status}`);
  catalogs.set(locale, await answer.json());
}
