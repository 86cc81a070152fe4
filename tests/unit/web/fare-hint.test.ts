import { describe, expect, it } from 'vitest';
import { fareHint } from '#web/app/search/use-departure-dates.ts';

describe('what a fare calendar says under its days', () => {
  it('says the fares could not be had, never that the month has no sailings, when the request failed', () => {
    expect(fareHint(null, true, true)).toBe('searchFaresUnavailable');
  });

  it('says they are loading only once a route is chosen, and what they mean once known', () => {
    expect(fareHint(null, false, true)).toBe('searchLoadingFares');
    expect(fareHint(null, false, false)).toBe('searchFaresHint');
    expect(fareHint(new Map(), false, true)).toBe('searchFaresHint');
  });
});
