import { describe, expect, it } from 'vitest';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { MenuEntry, MenuRepository, SiteMenuName } from '#application/ports/menu-repository.ts';
import { LoadSiteShell } from '#application/site/load-site-shell.ts';

const contact = { companyName: 'Kyma', phones: ['+30 210 0000000'] };
const languages = [{ code: 'el' as const, name: 'Ελληνικά', isDefault: true, active: true, position: 0 }];
const mainMenu: MenuEntry[] = [{ id: 1, name: 'Blog', url: '/blog', children: [] }];

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { info() {}, warn() {}, error: (_details, message) => errors.push(message) };
  return { logger, errors };
}

function useCase(menus: MenuRepository, settingsValue: unknown = contact) {
  const { logger, errors } = recordingLogger();
  const settings = { contact: settingsValue };
  const cache = new InMemoryContentCache({ ttlMs: 60_000 });
  const loadSiteShell = new LoadSiteShell({
    languages: { listActive: async () => languages },
    settings: { get: async (key) => (key === 'contact' ? settings.contact : undefined) },
    menus,
    cache,
    logger,
  });
  return { loadSiteShell, errors, settings, cache };
}

const menusOf = (entries: MenuEntry[]) =>
  ({ 'Main Menu': entries, 'Footer Menu': [], 'Footer Bottom Menu': [] }) as Record<
    SiteMenuName,
    MenuEntry[]
  >;

describe('load site shell', () => {
  it('gives the header and footer the languages, contact details and menus of the locale', async () => {
    const asked: string[] = [];
    const { loadSiteShell } = useCase({
      activeMenus: async (names, language) => {
        asked.push(language);
        return Object.fromEntries(
          names.map((name) => [name, name === 'Main Menu' ? mainMenu : []]),
        ) as Record<SiteMenuName, MenuEntry[]>;
      },
    });
    const shell = await loadSiteShell.execute({ locale: 'de' });
    expect(asked).toEqual(['de']);
    expect(shell.languages).toEqual(languages);
    expect(shell.contact).toEqual(contact);
    expect(shell.menus['Main Menu']).toEqual(mainMenu);
  });

  it('logs a menu load failure and still renders, with empty menus', async () => {
    const { loadSiteShell, errors } = useCase({
      activeMenus: async () => {
        throw new Error('menus table is locked');
      },
    });
    const shell = await loadSiteShell.execute({ locale: 'el' });
    expect(errors).toEqual(['menu load failed']);
    expect(shell.menus).toEqual({ 'Main Menu': [], 'Footer Menu': [], 'Footer Bottom Menu': [] });
  });

  it('reads each part once until a write invalidates it (a content write clears every entity)', async () => {
    let menuReads = 0;
    const entries = [...mainMenu];
    const { loadSiteShell, settings, cache } = useCase({
      activeMenus: async () => {
        menuReads += 1;
        return menusOf([...entries]);
      },
    });
    await loadSiteShell.execute({ locale: 'en' });
    await loadSiteShell.execute({ locale: 'en' });
    expect(menuReads).toBe(1);

    settings.contact = { ...contact, companyName: 'Kyma Ferries' };
    entries.push({ id: 2, name: 'Offers', url: '/offers', children: [] });
    await cache.invalidate('all');
    const shell = await loadSiteShell.execute({ locale: 'en' });
    expect(shell.contact).toMatchObject({ companyName: 'Kyma Ferries' });
    expect(shell.menus['Main Menu'].map((entry) => entry.name)).toEqual(['Blog', 'Offers']);
  });

  it('reads the menus again after their own cache is cleared', async () => {
    let menuReads = 0;
    const { loadSiteShell, cache } = useCase({
      activeMenus: async () => {
        menuReads += 1;
        return menusOf(mainMenu);
      },
    });
    await loadSiteShell.execute({ locale: 'en' });
    await cache.invalidate('menus');
    await loadSiteShell.execute({ locale: 'en' });
    expect(menuReads).toBe(2);
  });

  it('fails loudly when the contact setting was never seeded', async () => {
    const { loadSiteShell } = useCase({ activeMenus: async () => ({}) as never }, null);
    await expect(loadSiteShell.execute({ locale: 'el' })).rejects.toThrow(/seed/);
  });
});
