import type { Knex } from 'knex';
import { TEXT_COMPONENT } from '#application/content-site/content-site-queries.ts';
import { SEED_LOCALES, type SeedContent, type SeedLocale, type SeedMenuEntry } from './seed-content-types.ts';
import { type Ledger, ledgerIds } from './seed-ledger.ts';

const HOME_DESTINATIONS = 8;
const HOME_ROUTES = 6;
const HOME_POSTS = 3;

interface PageDeps {
  content: SeedContent;
  ledger: Ledger;
  remember: (collection: string, key: string, id: number | null) => Promise<void>;
  siteImageId: string | null;
}

const pair = (key: string, value: unknown) => ({ key, value });
const items = (name: string, ids: (number | null | undefined)[]) =>
  ids.flatMap((id, index) => (id ? [{ order: index + 1, [name]: id }] : []));

/** The destinations the home page shows: the ones the seed names popular first, then the rest. */
function homeDestinationIds({ content, ledger }: PageDeps) {
  const ids = ledgerIds(ledger, 'destinations');
  return [
    ...content.home.popularDestinationKeys.filter((key) => ids.get(key)),
    ...content.destinations.map((item) => item.key),
  ]
    .filter((key, index, all) => all.indexOf(key) === index)
    .map((key) => ids.get(key))
    .filter(Boolean)
    .slice(0, HOME_DESTINATIONS);
}

/** The popular routes of one kind the home page shows. */
function homeRouteIds({ content, ledger }: PageDeps, kind: 'domestic' | 'international') {
  const ids = ledgerIds(ledger, 'popular_routes');
  return content.popularRoutes
    .filter((route) => route.kind === kind)
    .map((route) => ids.get(`${route.from}-${route.to}`))
    .filter(Boolean)
    .slice(0, HOME_ROUTES);
}

/** The home page's blocks (spec §2, §3): ids of what they show, in their order. */
function homeSections(locale: SeedLocale, deps: PageDeps) {
  const { content, ledger } = deps;
  const text = content.home.text[locale];
  const ids = (collection: string) => ledgerIds(ledger, collection);
  const latestPosts = [...content.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return [
    {
      component: 'popularDestinations',
      value: [
        pair('title', text.popularDestinations),
        pair('items', items('destination', homeDestinationIds(deps))),
      ],
    },
    {
      component: 'popularRoutes',
      value: [
        pair('title', text.popularRoutes),
        pair('domestic', items('popularRoute', homeRouteIds(deps, 'domestic'))),
        pair('international', items('popularRoute', homeRouteIds(deps, 'international'))),
      ],
    },
    {
      component: 'offers',
      value: [
        pair('title', text.offers),
        pair(
          'items',
          items(
            'offer',
            content.offers.map((item) => ids('offers').get(item.key)),
          ),
        ),
      ],
    },
    {
      component: 'suggestions',
      value: [
        pair('title', text.suggestions),
        pair(
          'items',
          items(
            'post',
            latestPosts.slice(0, HOME_POSTS).map((item) => ids('posts').get(item.key)),
          ),
        ),
      ],
    },
    {
      component: 'companies',
      value: [
        pair('title', text.companies),
        pair(
          'items',
          items(
            'company',
            content.companies.map((item) => ids('companies').get(item.key)),
          ),
        ),
      ],
    },
    {
      component: 'whyChooseUs',
      value: [
        pair('title', text.whyChooseUs),
        pair(
          'points',
          text.points.map((point, index) => ({ order: index + 1, text: point })),
        ),
        pair('aboutPage', 'about-us'),
      ],
    },
  ];
}

async function insertPage(
  trx: Knex.Transaction,
  row: Record<string, unknown>,
  sections: { component: string; value: unknown }[],
): Promise<number | null> {
  const [inserted] = await trx('pages')
    .insert(row)
    .onConflict(['slug', 'language_code'])
    .ignore()
    .returning('id');
  if (!inserted) return null;
  const id = Number((inserted as { id: number }).id);
  if (sections.length > 0) {
    await trx('sections').insert(
      sections.map((section, position) => ({
        page_id: id,
        component: section.component,
        value: JSON.stringify(section.value),
        position,
      })),
    );
  }
  return id;
}

async function insertMenuEntries(
  trx: Knex.Transaction,
  deps: PageDeps,
  entries: SeedMenuEntry[],
  context: { parentId: number; locale: SeedLocale; path: string },
): Promise<void> {
  const last = await trx('menus').where('parent_id', context.parentId).max({ position: 'position' }).first();
  let position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  for (const entry of entries) {
    const key = `${context.path}/${entry.key}`;
    let id = ledgerIds(deps.ledger, 'menus').get(key) ?? null;
    if (!ledgerIds(deps.ledger, 'menus').has(key)) {
      const text = entry.text[context.locale];
      const [inserted] = await trx('menus')
        .insert({
          parent_id: context.parentId,
          name: text.name,
          language_code: context.locale,
          link: text.link,
          active: true,
          position: position++,
        })
        .returning('id');
      id = Number((inserted as { id: number }).id);
      await deps.remember('menus', key, id);
    }
    if (id && entry.children?.length) {
      await insertMenuEntries(trx, deps, entry.children, { ...context, parentId: id, path: key });
    }
  }
}

/** The home page, the static pages (one `pages` row per language) and the menu entries under their roots. */
export async function insertPagesAndMenus(trx: Knex.Transaction, deps: PageDeps): Promise<void> {
  const seeded = ledgerIds(deps.ledger, 'pages');
  for (const locale of SEED_LOCALES) {
    const key = `home:${locale}`;
    if (seeded.has(key)) continue;
    const text = deps.content.home.text[locale];
    const id = await insertPage(
      trx,
      {
        slug: 'home',
        language_code: locale,
        translation_key: 'home',
        title: text.title,
        meta_description: text.metaDescription,
        active: true,
        og_image_id: deps.siteImageId,
      },
      homeSections(locale, deps),
    );
    await deps.remember('pages', key, id);
  }
  for (const page of deps.content.staticPages) {
    for (const locale of SEED_LOCALES) {
      const key = `${page.key}:${locale}`;
      if (seeded.has(key)) continue;
      const text = page.text[locale];
      const id = await insertPage(
        trx,
        {
          slug: text.slug,
          language_code: locale,
          translation_key: page.key,
          title: text.title,
          meta_description: text.metaDescription,
          active: true,
          main_image_id: page.key === 'about-us' ? deps.siteImageId : null,
        },
        [{ component: TEXT_COMPONENT, value: [pair('body', text.body)] }],
      );
      await deps.remember('pages', key, id);
    }
  }
  for (const menu of deps.content.menus) {
    for (const locale of SEED_LOCALES) {
      const root = await trx('menus')
        .where({ name: menu.name, language_code: locale })
        .whereNull('parent_id')
        .first('id');
      if (!root) continue;
      await insertMenuEntries(trx, deps, menu.entries, {
        parentId: root.id,
        locale,
        path: `${menu.name}:${locale}`,
      });
    }
  }
}
