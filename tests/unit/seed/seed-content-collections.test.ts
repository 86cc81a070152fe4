import { describe, expect, it } from 'vitest';
import * as seedModule from '../../../src/adapters/postgres/seed/content/index.ts';
import { defaultSeedContent } from '../../../src/adapters/postgres/seed/seed-content.ts';

describe('the content seed loader', () => {
  it('loads every collection the seed content modules export (none is ignored for its name)', () => {
    const loaded = new Set(Object.values(defaultSeedContent()));
    const exported = Object.entries(seedModule).filter(
      ([name, value]) => name.startsWith('SEED_') && name !== 'SEED_LOCALES' && Array.isArray(value),
    );
    expect(exported.length).toBeGreaterThan(0);
    for (const [name, value] of exported) expect(loaded.has(value as never), name).toBe(true);
  });
});
