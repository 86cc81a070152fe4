import type { SectionRecord } from '../ports/content-site-repository.ts';
import type { CollectionName, ContentCard, HomeSection, PopularRoute } from './content-site-model.ts';

/**
 * The home page's sections as stored (spec §3): a component name and a list of `{key, value}` pairs.
 * `title` is the block's heading; list values hold items ordered by `order`, each naming what it shows
 * by id under `destination`, `company`, `post`, `offer` or `popularRoute`:
 *
 * - popularDestinations, offers, suggestions, companies: `items: [{order, destination: 12}, …]`
 * - popularRoutes: `domestic` and `international`: `[{order, popularRoute: 3}, …]`
 * - whyChooseUs: `points: [{order, text}]` and `aboutPage`: the translation key of the page it links to
 */
const REFERENCE_KEYS = {
  destination: 'destinations',
  company: 'companies',
  post: 'posts',
  offer: 'offers',
} as const satisfies Record<string, CollectionName>;

const LIST_COMPONENTS = ['popularDestinations', 'offers', 'suggestions', 'companies'] as const;
type ListComponent = (typeof LIST_COMPONENTS)[number];

/** What the referenced ids turned into; anything missing here (deleted, hidden) is left out. */
export interface SectionReferences {
  cards: ReadonlyMap<string, ContentCard>;
  routes: ReadonlyMap<number, PopularRoute>;
  /** Page path by translation key. */
  pagePaths: ReadonlyMap<string, string>;
  /** Where whyChooseUs links when its page is missing. */
  homePath: string;
}

export const cardKey = (collection: CollectionName, id: number) => `${collection}:${id}`;

type Item = Record<string, unknown>;

const isRecord = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value stored under a key of a section, or undefined. */
function pairValue(section: SectionRecord, key: string): unknown {
  if (!Array.isArray(section.value)) return undefined;
  return section.value.find((pair) => isRecord(pair) && pair.key === key)?.value;
}

const textOf = (section: SectionRecord, key: string): string => {
  const value = pairValue(section, key);
  return typeof value === 'string' ? value : '';
};

/** A list value's items in their `order` (items without one keep their place after those with one). */
function itemsOf(section: SectionRecord, key: string): Item[] {
  const value = pairValue(section, key);
  if (!Array.isArray(value)) return [];
  const order = (item: Item) => (typeof item.order === 'number' ? item.order : Number.POSITIVE_INFINITY);
  return value.filter(isRecord).sort((a, b) => order(a) - order(b));
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

function cardReference(item: Item): { collection: CollectionName; id: number } | undefined {
  for (const [key, collection] of Object.entries(REFERENCE_KEYS)) {
    const id = idOf(item[key]);
    if (id !== undefined) return { collection, id };
  }
  return undefined;
}

/** Every id the sections reference, so they can be loaded with one query per collection. */
export function sectionReferences(sections: readonly SectionRecord[]) {
  const ids: Record<CollectionName, Set<number>> = {
    destinations: new Set(),
    companies: new Set(),
    posts: new Set(),
    offers: new Set(),
  };
  const routeIds = new Set<number>();
  const pageKeys = new Set<string>();
  for (const section of sections) {
    if ((LIST_COMPONENTS as readonly string[]).includes(section.component)) {
      for (const item of itemsOf(section, 'items')) {
        const reference = cardReference(item);
        if (reference) ids[reference.collection].add(reference.id);
      }
    } else if (section.component === 'popularRoutes') {
      for (const item of [...itemsOf(section, 'domestic'), ...itemsOf(section, 'international')]) {
        const id = idOf(item.popularRoute);
        if (id !== undefined) routeIds.add(id);
      }
    } else if (section.component === 'whyChooseUs') {
      const page = pairValue(section, 'aboutPage');
      if (typeof page === 'string' && page !== '') pageKeys.add(page);
    }
  }
  return {
    ids: Object.fromEntries(Object.entries(ids).map(([name, set]) => [name, [...set]])) as Record<
      CollectionName,
      number[]
    >,
    routeIds: [...routeIds],
    pageKeys: [...pageKeys],
  };
}

function listSection(
  section: SectionRecord,
  component: ListComponent,
  refs: SectionReferences,
): HomeSection | undefined {
  const items = itemsOf(section, 'items').flatMap((item) => {
    const reference = cardReference(item);
    const card = reference && refs.cards.get(cardKey(reference.collection, reference.id));
    return card ? [card] : [];
  });
  return items.length > 0 ? { component, title: textOf(section, 'title'), items } : undefined;
}

function routesOf(section: SectionRecord, key: string, refs: SectionReferences): PopularRoute[] {
  return itemsOf(section, key).flatMap((item) => {
    const id = idOf(item.popularRoute);
    const route = id === undefined ? undefined : refs.routes.get(id);
    return route ? [route] : [];
  });
}

/**
 * The blocks of the home page from its stored sections, in their order. Unknown components, references
 * to items that are gone or hidden, and blocks left with nothing to show are skipped.
 */
export function mapSections(sections: readonly SectionRecord[], refs: SectionReferences): HomeSection[] {
  return sections.flatMap((section): HomeSection[] => {
    const { component } = section;
    if ((LIST_COMPONENTS as readonly string[]).includes(component)) {
      const mapped = listSection(section, component as ListComponent, refs);
      return mapped ? [mapped] : [];
    }
    if (component === 'popularRoutes') {
      const domestic = routesOf(section, 'domestic', refs);
      const international = routesOf(section, 'international', refs);
      if (domestic.length + international.length === 0) return [];
      return [{ component, title: textOf(section, 'title'), domestic, international }];
    }
    if (component === 'whyChooseUs') {
      const points = itemsOf(section, 'points').flatMap((item) =>
        typeof item.text === 'string' && item.text !== '' ? [item.text] : [],
      );
      if (points.length === 0) return [];
      const page = pairValue(section, 'aboutPage');
      const aboutPath = (typeof page === 'string' && refs.pagePaths.get(page)) || refs.homePath;
      return [{ component, title: textOf(section, 'title'), points, aboutPath }];
    }
    return [];
  });
}
