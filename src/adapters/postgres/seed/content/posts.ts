import { POST_CAR_AND_PET } from './posts/car-and-pet.ts';
import { POST_DODECANESE_SEASON } from './posts/dodecanese-season.ts';
import { POST_FAMILIES } from './posts/families.ts';
import { POST_IONIAN } from './posts/ionian.ts';
import { POST_ISLAND_HOPPING } from './posts/island-hopping.ts';
import { POST_ITALY_GREECE } from './posts/italy-greece.ts';
import type { SeedPost } from './types.ts';

/** Blog articles, newest first. */
export const SEED_POSTS: SeedPost[] = [
  POST_IONIAN,
  POST_FAMILIES,
  POST_DODECANESE_SEASON,
  POST_CAR_AND_PET,
  POST_ISLAND_HOPPING,
  POST_ITALY_GREECE,
];
