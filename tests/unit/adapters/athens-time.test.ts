import { describe, expect, it } from 'vitest';
import { athensInstant } from '#adapters/acs-courier/athens-time.ts';

describe('athensInstant', () => {
  it('reads ACS wall-clock times as Athens time, summer (UTC+3) and winter (UTC+2)', () => {
    expect(athensInstant('2026-07-01T10:15:00')?.toISOString()).toBe('2026-07-01T07:15:00.000Z');
    expect(athensInstant('2026-12-01 10:15:00')?.toISOString()).toBe('2026-12-01T08:15:00.000Z');
  });

  it('answers null for a time it cannot read', () => {
    expect(athensInstant('yesterday')).toBeNull();
  });
});
