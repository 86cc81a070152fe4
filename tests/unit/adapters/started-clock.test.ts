import { describe, expect, it } from 'vitest';
import { clockStartingAt } from '#adapters/clock/started-clock.ts';

describe('a clock started at an instant', () => {
  it('reads that instant when made, then ticks with the machine', async () => {
    const start = new Date('2026-11-27T08:00:00Z');
    const clock = clockStartingAt(start);
    const first = clock.now().getTime();
    expect(first - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(first - start.getTime()).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(first + 25);
  });
});
