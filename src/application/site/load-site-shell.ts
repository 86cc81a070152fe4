import type { LocaleCode } from '#domain/i18n/locales.ts';
import { contactIn, type SiteContact } from '#domain/site/site-contact.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { Language, LanguageRepository } from '../ports/language-repository.ts';
import type { Logger } from '../ports/logger.ts';
import {
  type MenuEntry,
  type MenuRepository,
  SITE_MENUS,
  type SiteMenuName,
} from '../ports/menu-repository.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';

export interface SiteShell {
  languages: Language[];
  contact: SiteContact;
  menus: Record<SiteMenuName, MenuEntry[]>;
}

export interface LoadSiteShellDeps {
  languages: LanguageRepository;
  settings: SettingsRepository;
  menus: MenuRepository;
  /** Every page asks for the same three reads; content writes and cache clears invalidate them. */
  cache: ContentCache;
  logger: Logger;
}

export const CONTACT_SETTING_KEY = 'contact';

const noMenus = (): Record<SiteMenuName, MenuEntry[]> =>
  Object.fromEntries(SITE_MENUS.map((name) => [name, []])) as unknown as Record<SiteMenuName, MenuEntry[]>;

/** What every page's header and footer need: the languages, the business contact details and the menus. */
export class LoadSiteShell {
  readonly #deps: LoadSiteShellDeps;

  constructor(deps: LoadSiteShellDeps) {
    this.#deps = deps;
  }

  async execute(input: { locale: LocaleCode }): Promise<SiteShell> {
    const { languages, settings, menus, cache, logger } = this.#deps;
    // Kept under each table's entity name: clearing one entity's cache clears its part here too.
    const [languageList, contact, menuTrees] = await Promise.all([
      cache.read('languages', 'active', () => languages.listActive()),
      cache.read(
        'settings',
        CONTACT_SETTING_KEY,
        async () => (await settings.get(CONTACT_SETTING_KEY)) ?? null,
      ),
      cache
        .read('menus', `site:${input.locale}`, () => menus.activeMenus(SITE_MENUS, input.locale))
        .catch((error: unknown) => {
          // Menus are decoration (spec §8): log the failure and render the page without them.
          logger.error({ err: error }, 'menu load failed');
          return noMenus();
        }),
    ]);
    if (!contact) throw new Error(`The "${CONTACT_SETTING_KEY}" setting is missing: run the seed command`);
    return {
      languages: languageList,
      contact: contactIn(contact as SiteContact, input.locale),
      menus: menuTrees,
    };
  }
}
