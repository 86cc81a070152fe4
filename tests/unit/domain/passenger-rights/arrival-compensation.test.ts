import { describe, expect, it } from 'vitest';
import {
  compensationPercent,
  compensationThreshold,
  shareOfPrice,
} from '#domain/passenger-rights/arrival-compensation.ts';

const H = 60;

// Art. 19(1)–(2): the scheduled journey picks the threshold; the delay earns 25 % at it and 50 % at twice it.
// Each row is tested one minute short of each boundary and on it, and at the journey's own boundary.
const TABLE = [
  { journey: 30, threshold: 1 * H },
  { journey: 4 * H, threshold: 1 * H },
  { journey: 4 * H + 1, threshold: 2 * H },
  { journey: 8 * H, threshold: 2 * H },
  { journey: 8 * H + 1, threshold: 3 * H },
  { journey: 24 * H, threshold: 3 * H },
  { journey: 24 * H + 1, threshold: 6 * H },
  { journey: 40 * H, threshold: 6 * H },
];

describe('compensation for a late arrival (Art. 19)', () => {
  it.each(TABLE)('a $journey-minute journey has a $threshold-minute threshold', ({ journey, threshold }) => {
    expect(compensationThreshold(journey)).toBe(threshold);
  });

  it.each(TABLE)(
    'a $journey-minute journey: 0, 25 and 50 % either side of $threshold and twice it',
    ({ journey, threshold }) => {
      expect(compensationPercent(0, journey)).toBe(0);
      expect(compensationPercent(threshold - 1, journey)).toBe(0);
      expect(compensationPercent(threshold, journey)).toBe(25);
      expect(compensationPercent(2 * threshold - 1, journey)).toBe(25);
      expect(compensationPercent(2 * threshold, journey)).toBe(50);
    },
  );

  it('gives 25 % for a 3-hour delay on an 8-hour crossing and 50 % from 4 hours', () => {
    expect(compensationPercent(3 * H, 8 * H)).toBe(25);
    expect(compensationPercent(4 * H, 8 * H)).toBe(50);
  });

  it('rounds a share to the nearest cent, half a cent to the traveller', () => {
    expect(shareOfPrice(10_000, 25)).toBe(2_500);
    expect(shareOfPrice(4_321, 25)).toBe(1_080); // 1080.25
    expect(shareOfPrice(4_322, 25)).toBe(1_081); // 1080.5
    expect(shareOfPrice(4_323, 50)).toBe(2_162); // 2161.5
    expect(shareOfPrice(4_323, 25)).toBe(1_081); // 1080.75
  });
});
