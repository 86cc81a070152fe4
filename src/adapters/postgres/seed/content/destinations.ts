import { CRETE } from './destinations/crete.ts';
import { CYCLADES_A } from './destinations/cyclades-a.ts';
import { CYCLADES_B } from './destinations/cyclades-b.ts';
import { CYCLADES_C } from './destinations/cyclades-c.ts';
import { CYCLADES_D } from './destinations/cyclades-d.ts';
import { CYCLADES_E } from './destinations/cyclades-e.ts';
import { CYCLADES_F } from './destinations/cyclades-f.ts';
import { CYCLADES_G } from './destinations/cyclades-g.ts';
import { DODECANESE_A } from './destinations/dodecanese-a.ts';
import { DODECANESE_B } from './destinations/dodecanese-b.ts';
import { SARONIC } from './destinations/saronic.ts';
import type { SeedDestination } from './types.ts';

export const SEED_DESTINATIONS: SeedDestination[] = [
  ...CYCLADES_A,
  ...CYCLADES_B,
  ...CYCLADES_C,
  ...CYCLADES_D,
  ...CYCLADES_E,
  ...CYCLADES_F,
  ...CYCLADES_G,
  ...CRETE,
  ...DODECANESE_A,
  ...DODECANESE_B,
  ...SARONIC,
];
