export { SEED_COMPANIES } from './companies.ts';
export { SEED_DESTINATIONS } from './destinations.ts';
export * from './types.ts';
