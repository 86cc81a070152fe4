import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeReference, referenceFromBytes } from '#domain/orders/order-reference.ts';

describe('order references', () => {
  it('carry all 80 bits: different bytes give different references', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 10, maxLength: 10 }),
        fc.uint8Array({ minLength: 10, maxLength: 10 }),
        (a, b) => {
          const same = a.every((byte, i) => byte === b[i]);
          expect(referenceFromBytes(a) === referenceFromBytes(b)).toBe(same);
        },
      ),
    );
  });

  it('read back as typed by people: any case, without dashes, O for 0 and I or L for 1', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const reference = referenceFromBytes(bytes);
        expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
        expect(normalizeReference(reference)).toBe(reference);
        expect(normalizeReference(` ${reference.replaceAll('-', '').toLowerCase()} `)).toBe(reference);
        expect(normalizeReference(reference.replaceAll('0', 'O').replaceAll('1', 'l'))).toBe(reference);
      }),
    );
  });

  it('refuse what cannot be a reference', () => {
    for (const input of [
      '',
      'KY12',
      'ABCD-EFGH-JKMN-PQRU',
      'ABCD-EFGH-JKMN-PQRST',
      'x'.repeat(100),
      'ABCD\u0000EFGH-JKMN-PQRS',
    ])
      expect(normalizeReference(input), input).toBeNull();
    expect(() => referenceFromBytes(new Uint8Array(9))).toThrow(RangeError);
  });
});
