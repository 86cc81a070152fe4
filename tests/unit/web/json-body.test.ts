import { describe, expect, it } from 'vitest';
import { jsonProblem } from '#web/server/json-body.ts';

const nested = (levels: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe('jsonProblem', () => {
  it('takes a booking-shaped body', () => {
    const body = { legs: [{ passengers: [{ firstName: 'Eleni', notes: 'Row 1\tseat 2\r\nwindow' }] }] };
    expect(jsonProblem(body)).toBeUndefined();
  });

  it('takes 32 levels of nesting and refuses the 33rd', () => {
    expect(jsonProblem(nested(32))).toBeUndefined();
    expect(jsonProblem(nested(33))).toBe('tooDeep');
  });

  it('refuses 3,000 and 1,000,000 levels without overflowing its own stack', () => {
    expect(jsonProblem(JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`))).toBe('tooDeep');
    expect(jsonProblem(nested(1_000_000))).toBe('tooDeep');
  });

  it('refuses a list or an object larger than any form', () => {
    expect(jsonProblem({ legs: Array.from({ length: 1000 }, () => 0) })).toBeUndefined();
    expect(jsonProblem({ legs: Array.from({ length: 1001 }, () => 0) })).toBe('tooLong');
    expect(jsonProblem(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i])))).toBe(
      'tooLong',
    );
  });

  it('refuses every C0 control but tab, line feed and carriage return, in values and field names', () => {
    const allowed = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code < 0x20; code += 1) {
      const text = `SUMMER${String.fromCharCode(code)}25`;
      const expected = allowed.has(code) ? undefined : 'invalidCharacters';
      expect(jsonProblem({ code: text }), `U+${code.toString(16)} in a value`).toBe(expected);
      expect(jsonProblem({ [text]: 1 }), `U+${code.toString(16)} in a name`).toBe(expected);
    }
  });

  it('finds a control character however deep in the body, and leaves other text alone', () => {
    expect(jsonProblem({ leader: { names: ['Eleni', 'K\u0000'] } })).toBe('invalidCharacters');
    expect(jsonProblem({ name: 'Ελένη 𝔘 \u007f \u00a0 \u2028' })).toBeUndefined();
  });
});
