import type { SeedPopularRoute } from './types.ts';

/**
 * Routes shown on the home page. `from` and `to` are destination keys, or a port code where the
 * port has no destination page (Piraeus, Rafina, Lavrio, Kyllini, Igoumenitsa, Patras and the Turkish ports).
 */
export const SEED_POPULAR_ROUTES: SeedPopularRoute[] = [
  { from: 'PIR', to: 'santorini', kind: 'domestic', fromPort: 'PIR', toPort: 'JTR' },
  { from: 'PIR', to: 'mykonos', kind: 'domestic', fromPort: 'PIR', toPort: 'JMK' },
  { from: 'PIR', to: 'paros', kind: 'domestic', fromPort: 'PIR', toPort: 'PAS' },
  { from: 'PIR', to: 'naxos', kind: 'domestic', fromPort: 'PIR', toPort: 'JNX' },
  { from: 'PIR', to: 'heraklion', kind: 'domestic', fromPort: 'PIR', toPort: 'HER' },
  { from: 'PIR', to: 'chania', kind: 'domestic', fromPort: 'PIR', toPort: 'CHQ' },
  { from: 'PIR', to: 'rhodes', kind: 'domestic', fromPort: 'PIR', toPort: 'RHO' },
  { from: 'PIR', to: 'milos', kind: 'domestic', fromPort: 'PIR', toPort: 'MLO' },
  { from: 'PIR', to: 'aegina', kind: 'domestic', fromPort: 'PIR', toPort: 'EGI' },
  { from: 'PIR', to: 'chios', kind: 'domestic', fromPort: 'PIR', toPort: 'JKH' },
  { from: 'RAF', to: 'tinos', kind: 'domestic', fromPort: 'RAF', toPort: 'TIN' },
  { from: 'RAF', to: 'andros', kind: 'domestic', fromPort: 'RAF', toPort: 'AND' },
  { from: 'LAV', to: 'kea', kind: 'domestic', fromPort: 'LAV', toPort: 'KEA' },
  { from: 'KYL', to: 'zakynthos', kind: 'domestic', fromPort: 'KYL', toPort: 'ZTH' },
  { from: 'IGO', to: 'corfu', kind: 'domestic', fromPort: 'IGO', toPort: 'CFU' },
  { from: 'AGK', to: 'skiathos', kind: 'domestic', fromPort: 'AGK', toPort: 'JSI' },
  { from: 'heraklion', to: 'santorini', kind: 'domestic', fromPort: 'HER', toPort: 'JTR' },
  { from: 'paros', to: 'naxos', kind: 'domestic', fromPort: 'PAS', toPort: 'JNX' },
  { from: 'ancona', to: 'IGO', kind: 'international', fromPort: 'AOI', toPort: 'IGO' },
  { from: 'bari', to: 'GPA', kind: 'international', fromPort: 'BRI', toPort: 'GPA' },
  { from: 'brindisi', to: 'IGO', kind: 'international', fromPort: 'BDS', toPort: 'IGO' },
  { from: 'bari', to: 'durres', kind: 'international', fromPort: 'BRI', toPort: 'DUR' },
  { from: 'corfu', to: 'sarande', kind: 'international', fromPort: 'CFU', toPort: 'SAR' },
  { from: 'chios', to: 'cesme', kind: 'international', fromPort: 'JKH', toPort: 'CES' },
  { from: 'kos', to: 'BXN', kind: 'international', fromPort: 'KGS', toPort: 'BXN' },
  { from: 'rhodes', to: 'MRM', kind: 'international', fromPort: 'RHO', toPort: 'MRM' },
];
