import type { Knex } from 'knex';
import type { MenuEntry, MenuRepository, SiteMenuName } from '#application/ports/menu-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { MenuModel } from './models/menu-model.ts';

export class PostgresMenuRepository implements MenuRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async activeMenus(
    names: readonly SiteMenuName[],
    language: LocaleCode,
  ): Promise<Record<SiteMenuName, MenuEntry[]>> {
    // One recursive query walks every requested menu; an inactive entry hides its whole branch.
    const rows: (MenuModel & { root_name: string })[] = await this.#knex
      .withRecursive('tree', (query) => {
        query
          .select('menus.*', this.#knex.ref('menus.name').as('root_name'))
          .from('menus')
          .whereNull('parent_id')
          .whereIn('name', names as SiteMenuName[])
          .andWhere({ language_code: language, active: true })
          .unionAll((child) => {
            child
              .select('m.*', 'tree.root_name')
              .from('menus as m')
              .join('tree', 'm.parent_id', 'tree.id')
              .where('m.active', true);
          });
      })
      .select('*')
      .from('tree')
      .orderBy(['parent_id', 'position', 'id']);

    const entries = new Map<number, MenuEntry>();
    for (const row of rows)
      entries.set(row.id, { id: row.id, name: row.name, url: row.link ?? '', children: [] });
    const result = Object.fromEntries(names.map((name) => [name, [] as MenuEntry[]])) as Record<
      SiteMenuName,
      MenuEntry[]
    >;
    const roots = new Map(
      rows.filter((row) => row.parent_id === null).map((row) => [row.id, row.root_name as SiteMenuName]),
    );
    for (const row of rows) {
      if (row.parent_id === null) continue;
      const entry = entries.get(row.id)!;
      const rootName = roots.get(row.parent_id);
      if (rootName) result[rootName].push(entry);
      else entries.get(row.parent_id)?.children.push(entry);
    }
    return result;
  }
}
