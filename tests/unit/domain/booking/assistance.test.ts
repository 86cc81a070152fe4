import { describe, expect, it } from 'vitest';
import { requestsOf } from '#domain/booking/assistance.ts';

describe('the passengers’ requests a change re-sends (decision 0091)', () => {
  it('keeps each request in the passengers’ order, the empty one for none or a record without one', () => {
    const wheelchair = { needs: ['wheelchair' as const], note: 'Folding' };
    expect(requestsOf([{ assistance: wheelchair }, {}, { assistance: { needs: [], note: '' } }])).toEqual([
      wheelchair,
      { needs: [], note: '' },
      { needs: [], note: '' },
    ]);
  });
});
