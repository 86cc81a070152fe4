/** The seed content in seven languages; loaded into the database by the content seed. */
export { SEED_COMPANIES } from './companies.ts';
export { SEED_DESTINATIONS } from './destinations.ts';
export { SEED_MENUS } from './menus.ts';
export { SEED_OFFERS } from './offers.ts';
export { SEED_POPULAR_ROUTES } from './popular-routes.ts';
export { SEED_POSTS } from './posts.ts';
export { SEED_STATIC_PAGES } from './static-pages.ts';
export * from './types.ts';
