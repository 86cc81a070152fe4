import { describe, expect, it } from 'vitest';
import { andThen, err, ok } from '#domain/shared/result.ts';

describe('andThen', () => {
  const half = (n: number) => (n % 2 === 0 ? ok(n / 2) : err('odd'));

  it('runs the next step on a success', () => {
    expect(andThen(ok(8), half)).toEqual({ ok: true, value: 4 });
    expect(andThen(ok(3), half)).toEqual({ ok: false, error: 'odd' });
  });

  it('passes a failure through without running the next step', () => {
    let ran = false;
    const failed = andThen(err('first'), (n: number) => {
      ran = true;
      return half(n);
    });
    expect(failed).toEqual({ ok: false, error: 'first' });
    expect(ran).toBe(false);
  });
});
