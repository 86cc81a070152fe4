import type { Localized, SeedLocale } from '../../../src/adapters/postgres/seed/content/types.ts';
import { SEED_LOCALES } from '../../../src/adapters/postgres/seed/content/types.ts';
import { defaultSeedContent, type SeedContent } from '../../../src/adapters/postgres/seed/seed-content.ts';

const each = <T>(make: (locale: SeedLocale) => T): Localized<T> =>
  Object.fromEntries(SEED_LOCALES.map((locale) => [locale, make(locale)])) as Localized<T>;

const suffix = (locale: SeedLocale) => (locale === 'el' ? '' : `-${locale}`);
const palette = { sky: '#9fd3f0', sea: '#1b5f96', land: '#d9b98c', accent: '#e4572e' };

/**
 * The real seed content, with a small stand-in for any collection its authors have not exported yet,
 * so these tests exercise every collection whatever the state of the seed modules.
 */
export function testSeedContent(): SeedContent {
  const content = defaultSeedContent();
  const [first, second] = content.destinations;
  return {
    ...content,
    companies: content.companies.length
      ? content.companies
      : [
          {
            key: 'test-lines',
            code: 'TST',
            brandColor: '#0057a8',
            text: each((locale) => ({
              slug: `test-lines${suffix(locale)}`,
              title: `Test Lines: routes (${locale})`,
              metaDescription: `Test Lines in ${locale}`,
              summary: `Summary ${locale}`,
              body: `Body ${locale}`,
            })),
          },
        ],
    posts: content.posts.length
      ? content.posts
      : [
          {
            key: 'test-post',
            publishedAt: '2026-03-01',
            illustration: { scene: 'beach', palette },
            destinationKeys: [],
            text: each((locale) => ({
              slug: `island-hopping${suffix(locale)}`,
              title: `Island hopping (${locale})`,
              metaDescription: `Post in ${locale}`,
              summary: `Summary ${locale}`,
              body: `Body ${locale}`,
            })),
          },
        ],
    offers: content.offers.length
      ? content.offers
      : [
          {
            key: 'test-offer',
            validFrom: '2026-01-01',
            validUntil: '2027-12-31',
            companyKey: 'test-lines',
            illustration: { scene: 'sunset-sea', palette },
            text: each((locale) => ({
              slug: `early-booking${suffix(locale)}`,
              title: `Early booking (${locale})`,
              metaDescription: `Offer in ${locale}`,
              summary: `Summary ${locale}`,
              body: `Body ${locale}`,
            })),
          },
        ],
    popularRoutes: content.popularRoutes.length
      ? content.popularRoutes
      : [
          { from: 'PIR', to: first!.key, kind: 'domestic', fromPort: 'PIR', toPort: first!.portCodes[0]! },
          {
            from: 'BDS',
            to: second!.key,
            kind: 'international',
            fromPort: 'BDS',
            toPort: second!.portCodes[0]!,
          },
        ],
    staticPages: content.staticPages.length
      ? content.staticPages
      : (
          [
            ['about-us', 'about-us'],
            ['terms', 'terms-and-conditions'],
            ['privacy', 'privacy-policy'],
          ] as const
        ).map(([key, slug]) => ({
          key,
          text: each((locale) => ({
            slug: key === 'terms' && locale === 'el' ? 'oroi-and-proypo8eseis' : slug,
            title: `${key} (${locale})`,
            metaDescription: `${key} in ${locale}`,
            body: `## ${key}\n\nText in ${locale}.`,
          })),
        })),
    menus: content.menus.length
      ? content.menus
      : [
          {
            name: 'Main Menu',
            entries: [
              {
                key: 'destinations',
                text: each((locale) => ({
                  name: `Destinations ${locale}`,
                  link: `${suffix(locale).replace('-', '/')}/destinations`,
                })),
                children: [
                  { key: 'offers', text: each((locale) => ({ name: `Offers ${locale}`, link: '/offers' })) },
                ],
              },
            ],
          },
        ],
  };
}
