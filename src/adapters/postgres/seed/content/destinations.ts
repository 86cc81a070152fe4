import { ADRIATIC } from './destinations/adriatic.ts';
import { ALBANIA_TURKEY } from './destinations/albania-turkey.ts';
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
import { IONIAN_A } from './destinations/ionian-a.ts';
import { IONIAN_B } from './destinations/ionian-b.ts';
import { ITALY } from './destinations/italy.ts';
import { NORTH_AEGEAN_A } from './destinations/north-aegean-a.ts';
import { NORTH_AEGEAN_B } from './destinations/north-aegean-b.ts';
import { SARONIC } from './destinations/saronic.ts';
import { SPORADES } from './destinations/sporades.ts';
import type { SeedDestination } from './types.ts';

/** Greek islands first, by group, then the international ports. */
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
  ...IONIAN_A,
  ...IONIAN_B,
  ...SARONIC,
  ...SPORADES,
  ...NORTH_AEGEAN_A,
  ...NORTH_AEGEAN_B,
  ...ITALY,
  ...ADRIATIC,
  ...ALBANIA_TURKEY,
];
