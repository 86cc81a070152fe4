import type { LocaleCode } from '#domain/i18n/locales.ts';

/** A menu entry as the header and footer show it (spec §3: id, name, url). */
export interface MenuEntry {
  id: number;
  name: string;
  url: string;
  children: MenuEntry[];
}

export const SITE_MENUS = ['Main Menu', 'Footer Menu', 'Footer Bottom Menu'] as const;
export type SiteMenuName = (typeof SITE_MENUS)[number];

export interface MenuRepository {
  /** The active entries of each named active menu of a language, as trees in their order. */
  activeMenus(
    names: readonly SiteMenuName[],
    language: LocaleCode,
  ): Promise<Record<SiteMenuName, MenuEntry[]>>;
}
