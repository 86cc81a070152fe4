import { describe, expect, it } from 'vitest';
import type { ContentCard, PopularRoute } from '#application/content-site/content-site-model.ts';
import {
  cardKey,
  mapSections,
  type SectionReferences,
  sectionReferences,
} from '#application/content-site/section-mapping.ts';
import type { SectionRecord } from '#application/ports/content-site-repository.ts';

const card = (collection: ContentCard['collection'], id: number): ContentCard => ({
  collection,
  id,
  title: `${collection} ${id}`,
  summary: '',
  path: `/en/${collection}/${id}`,
});

const route = (id: number, kind: PopularRoute['kind']): PopularRoute => ({
  id,
  kind,
  title: `route ${id}`,
  departurePort: 'PIR',
  destinationPort: 'JTR',
});

const refs: SectionReferences = {
  cards: new Map(
    [
      card('destinations', 1),
      card('destinations', 2),
      card('posts', 7),
      card('companies', 3),
      card('offers', 4),
    ].map((item) => [cardKey(item.collection, item.id), item]),
  ),
  routes: new Map([
    [10, route(10, 'domestic')],
    [11, route(11, 'international')],
  ]),
  pagePaths: new Map([['about-us', '/en/about-us']]),
  homePath: '/en',
};

const section = (component: string, value: unknown): SectionRecord => ({ component, value });

describe('home page section mapping', () => {
  it('keeps the sections in their stored order and the items in their order field', () => {
    const sections = [
      section('suggestions', [
        { key: 'title', value: 'Ideas' },
        { key: 'items', value: [{ order: 1, post: 7 }] },
      ]),
      section('popularDestinations', [
        { key: 'title', value: 'Popular' },
        {
          key: 'items',
          value: [
            { order: 2, destination: 1 },
            { order: 1, destination: 2 },
          ],
        },
      ]),
    ];
    const mapped = mapSections(sections, refs);
    expect(mapped.map((item) => item.component)).toEqual(['suggestions', 'popularDestinations']);
    expect(mapped[1]).toEqual({
      component: 'popularDestinations',
      title: 'Popular',
      items: [card('destinations', 2), card('destinations', 1)],
    });
  });

  it('puts items without an order after those with one, keeping their place', () => {
    const mapped = mapSections(
      [
        section('companies', [
          {
            key: 'items',
            value: [{ company: 3 }, { order: 5, offer: 4 }, { destination: 1 }],
          },
        ]),
      ],
      refs,
    );
    expect(mapped[0]).toMatchObject({
      component: 'companies',
      title: '',
      items: [card('offers', 4), card('companies', 3), card('destinations', 1)],
    });
  });

  it('skips unknown components, dangling references and blocks left empty', () => {
    const mapped = mapSections(
      [
        section('carousel', [{ key: 'items', value: [{ order: 1, destination: 1 }] }]),
        section('offers', [
          {
            key: 'items',
            value: [
              { order: 1, offer: 999 },
              { order: 2, offer: 4 },
            ],
          },
        ]),
        section('popularDestinations', [{ key: 'items', value: [{ order: 1, destination: 404 }] }]),
        section('suggestions', 'not a list'),
        section('companies', [{ key: 'items', value: [{ order: 1, company: '3' }, 'junk'] }]),
      ],
      refs,
    );
    expect(mapped).toEqual([{ component: 'offers', title: '', items: [card('offers', 4)] }]);
  });

  it('splits popular routes into domestic and international lists as stored', () => {
    const mapped = mapSections(
      [
        section('popularRoutes', [
          { key: 'title', value: 'Routes' },
          {
            key: 'domestic',
            value: [
              { order: 1, popularRoute: 10 },
              { order: 2, popularRoute: 12 },
            ],
          },
          { key: 'international', value: [{ order: 1, popularRoute: 11 }] },
        ]),
      ],
      refs,
    );
    expect(mapped).toEqual([
      {
        component: 'popularRoutes',
        title: 'Routes',
        domestic: [route(10, 'domestic')],
        international: [route(11, 'international')],
      },
    ]);
  });

  it('links why-choose-us to its page, or home when the page is missing', () => {
    const points = {
      key: 'points',
      value: [
        { order: 2, text: 'More than 500 destinations' },
        { order: 1, text: 'No hidden fees' },
        { order: 3, text: '' },
      ],
    };
    const linked = mapSections(
      [section('whyChooseUs', [points, { key: 'aboutPage', value: 'about-us' }])],
      refs,
    );
    expect(linked).toEqual([
      {
        component: 'whyChooseUs',
        title: '',
        points: ['No hidden fees', 'More than 500 destinations'],
        aboutPath: '/en/about-us',
      },
    ]);
    const orphan = mapSections([section('whyChooseUs', [points, { key: 'aboutPage', value: 'gone' }])], refs);
    expect(orphan[0]).toMatchObject({ aboutPath: '/en' });
    expect(mapSections([section('whyChooseUs', [{ key: 'points', value: [] }])], refs)).toEqual([]);
  });

  it('collects every referenced id once, by collection', () => {
    const wanted = sectionReferences([
      section('popularDestinations', [
        { key: 'items', value: [{ destination: 1 }, { destination: 1 }, { post: 7 }] },
      ]),
      section('popularRoutes', [
        { key: 'domestic', value: [{ popularRoute: 10 }] },
        { key: 'international', value: [{ popularRoute: 11 }] },
      ]),
      section('whyChooseUs', [{ key: 'aboutPage', value: 'about-us' }]),
      section('unknown', [{ key: 'items', value: [{ offer: 4 }] }]),
    ]);
    expect(wanted).toEqual({
      ids: { destinations: [1], companies: [], posts: [7], offers: [] },
      routeIds: [10, 11],
      pageKeys: ['about-us'],
    });
  });
});
