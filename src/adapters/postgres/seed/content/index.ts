export { SEED_COMPANIES } from './companies.ts';
export { SEED_DESTINATIONS } from './destinations.ts';
export { SEED_POSTS } from './posts.ts';
export * from './types.ts';
