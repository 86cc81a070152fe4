import type { Knex } from 'knex';
import { insertTranslated, OTHER_LOCALES, type Remember } from './seed-collections.ts';
import type { SeedContent, SeedLocale } from './seed-content-types.ts';
import { type Ledger, ledgerIds } from './seed-ledger.ts';
import { placeName } from './seed-names.ts';

/**
 * Inserts the popular routes not seeded before, titled by their places' names in each language and
 * pictured with the small image of the destination they lead to (else the one they leave from).
 */
export async function insertPopularRoutes(
  trx: Knex.Transaction,
  content: SeedContent,
  ledger: Ledger,
  remember: Remember,
): Promise<void> {
  const byKey = new Map(content.destinations.map((item) => [item.key, item]));
  const destinationIds = ledgerIds(ledger, 'destinations');
  for (const [position, route] of content.popularRoutes.entries()) {
    const key = `${route.from}-${route.to}`;
    if (ledgerIds(ledger, 'popular_routes').has(key)) continue;
    const title = (locale: SeedLocale) =>
      `${placeName(route.from, locale, byKey)} – ${placeName(route.to, locale, byKey)}`;
    const target = destinationIds.get(route.to) ?? destinationIds.get(route.from);
    const image = target
      ? ((await trx('destinations').where('id', target).first('small_image_id'))?.small_image_id ?? null)
      : null;
    const id = await insertTranslated(
      trx,
      'popular_routes',
      {
        departure_port: route.fromPort,
        destination_port: route.toPort,
        title: title('el'),
        kind: route.kind,
        image_id: image,
        active: true,
        position,
      },
      Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, { title: title(locale) }])),
    );
    await remember('popular_routes', key, id);
  }
}
