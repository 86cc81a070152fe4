export { SEED_DESTINATIONS } from './destinations.ts';
export * from './types.ts';
