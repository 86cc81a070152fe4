import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReloadForStaleChunk } from '#web/app/stale-chunk-reload.ts';

describe('stale chunk reload guard', () => {
  it('reloads the first time a chunk is missing', () => {
    expect(shouldReloadForStaleChunk(undefined, 1_000)).toBe(true);
  });

  it('does not reload again within a minute, so a broken deploy cannot loop', () => {
    expect(shouldReloadForStaleChunk(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForStaleChunk(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
