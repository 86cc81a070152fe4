import type {
  SeedCompany,
  SeedDestination,
  SeedMenu,
  SeedOffer,
  SeedPopularRoute,
  SeedPost,
  SeedStaticPage,
} from './content/types.ts';

/** Everything the content seed loads; the default is the seed content modules next to this file. */
export interface SeedContent {
  destinations: SeedDestination[];
  companies: SeedCompany[];
  posts: SeedPost[];
  offers: SeedOffer[];
  popularRoutes: SeedPopularRoute[];
  staticPages: SeedStaticPage[];
  menus: SeedMenu[];
}

/** Ids by seed key of what earlier runs (and this one) inserted, per collection. */
export type Ledger = Map<string, Map<string, number | null>>;

export const ledgerIds = (ledger: Ledger, collection: string) => {
  let ids = ledger.get(collection);
  if (!ids) {
    ids = new Map();
    ledger.set(collection, ids);
  }
  return ids;
};
