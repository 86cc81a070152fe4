import { describe, expect, it } from 'vitest';
import { keptForTheMinute } from '#domain/site/kept-for-the-minute.ts';

describe('a reading kept for the minute', () => {
  it('reads once per minute, again when the minute changes either way', () => {
    const read: string[] = [];
    const minuteOf = keptForTheMinute((now) => {
      read.push(now.toISOString());
      return now.toISOString().slice(11, 16);
    });
    const at = (iso: string) => minuteOf(new Date(iso));
    expect([
      at('2026-11-27T10:00:00.000Z'),
      at('2026-11-27T10:00:59.999Z'),
      at('2026-11-27T10:01:00.000Z'),
      at('2026-11-27T10:00:30.000Z'),
    ]).toEqual(['10:00', '10:00', '10:01', '10:00']);
    expect(read).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T10:01:00.000Z',
      '2026-11-27T10:00:30.000Z',
    ]);
  });

  it('reads an instant that is not one every time', () => {
    let reads = 0;
    const reading = keptForTheMinute(() => ++reads);
    reading(new Date(Number.NaN));
    reading(new Date(Number.NaN));
    expect(reads).toBe(2);
  });
});
