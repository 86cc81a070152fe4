import { describe, expect, it } from 'vitest';
import { deepFreeze, ParsedOnce } from '#application/caching/frozen-json.ts';

describe('frozen cached values', () => {
  it('are frozen all the way down', () => {
    const copy = deepFreeze({ legs: [[{ fare: 1200, ports: ['PIR', 'JTR'] }]] });
    expect(Object.isFrozen(copy.legs[0]![0]!.ports)).toBe(true);
    expect(() => {
      copy.legs[0]![0]!.fare = 0;
    }).toThrow(TypeError);
    expect(deepFreeze('text')).toBe('text');
  });

  it('are parsed once per text read under a key, and again when the text changes', () => {
    const parsed = new ParsedOnce({ maxEntries: 10, maxChars: 1000 });
    const first = parsed.parse<{ n: number }>('k', '{"n":1}');
    // The same text read again from Redis is another string with the same characters.
    expect(parsed.parse('k', `{"n":${1}}`)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const changed = parsed.parse<{ n: number }>('k', '{"n":2}');
    expect(changed).toEqual({ n: 2 });
    expect(parsed.parse('k', '{"n":2}')).toBe(changed);
  });

  it('forget the least recently read beyond their bounds of keys and characters', () => {
    const parsed = new ParsedOnce({ maxEntries: 2, maxChars: 20 });
    const a = parsed.parse('a', '[1]');
    parsed.parse('b', '[2]');
    expect(parsed.parse('a', '[1]')).toBe(a);
    // A third key forgets `b`, the least recently read, and keeps `a`.
    parsed.parse('c', '[3]');
    expect(parsed.parse('a', '[1]')).toBe(a);
    // A text longer than the whole budget is not kept.
    const long = parsed.parse('long', '["0123456789abcdefghij"]');
    expect(parsed.parse('long', '["0123456789abcdefghij"]')).not.toBe(long);
    expect(parsed.parse('a', '[1]')).toBe(a);
    // 18 characters beside `a`'s 3 are over 20: `a` goes.
    const tooMany = parsed.parse('d', '["0123456789abcd"]');
    expect(parsed.parse('a', '[1]')).not.toBe(a);
    expect(parsed.parse('d', '["0123456789abcd"]')).not.toBe(tooMany);
  });
});
