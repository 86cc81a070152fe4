import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidVatNumber,
  normalizeVatNumber,
  parseVatNumber,
  vatCheckDigit,
} from '#domain/invoice/vat-number.ts';

const eightDigits = fc.stringMatching(/^\d{8}$/);
const withCheckDigit = (firstEight: string) => `${firstEight}${vatCheckDigit(firstEight)}`;

describe('Greek VAT numbers (ΑΦΜ)', () => {
  it('accepts numbers the registry issued', () => {
    // Published ΑΦΜ of large public companies, as printed on their invoices.
    expect(isValidVatNumber('094014201')).toBe(true);
    expect(isValidVatNumber('094014298')).toBe(true);
    expect(isValidVatNumber('090000045')).toBe(true);
  });

  it('refuses a wrong check digit, the wrong length, letters and all zeros', () => {
    expect(isValidVatNumber('094014202')).toBe(false);
    expect(isValidVatNumber('94014201')).toBe(false);
    expect(isValidVatNumber('0940142011')).toBe(false);
    expect(isValidVatNumber('09401420A')).toBe(false);
    expect(isValidVatNumber('000000000')).toBe(false);
    expect(isValidVatNumber('')).toBe(false);
  });

  it('takes the number as people write it: spaces, dots, dashes and the EL or GR prefix', () => {
    expect(normalizeVatNumber(' EL 094.014.201 ')).toBe('094014201');
    expect(normalizeVatNumber('gr-094014201')).toBe('094014201');
    expect(parseVatNumber('EL094014201')).toBe('094014201');
    expect(parseVatNumber('EL094014202')).toBeNull();
  });

  it('reduces a remainder of ten to a check digit of zero', () => {
    // 5 × 2 = 10, and 10 mod 11 is 10, which is no digit: the check digit is 0.
    const firstEight = '00000005';
    expect(vatCheckDigit(firstEight)).toBe(0);
    expect(isValidVatNumber('000000050')).toBe(true);
  });

  it('accepts every eight digits followed by their check digit (but all zeros)', () => {
    fc.assert(
      fc.property(eightDigits, (firstEight) => {
        expect(isValidVatNumber(withCheckDigit(firstEight))).toBe(firstEight !== '00000000');
      }),
    );
  });

  it('refuses every other last digit: one check digit per eight digits', () => {
    fc.assert(
      fc.property(eightDigits, fc.integer({ min: 1, max: 9 }), (firstEight, shift) => {
        const wrong = (vatCheckDigit(firstEight) + shift) % 10;
        expect(isValidVatNumber(`${firstEight}${wrong}`)).toBe(false);
      }),
    );
  });

  it('catches any single mistyped digit among the first eight', () => {
    fc.assert(
      fc.property(
        eightDigits,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (firstEight, position, shift) => {
          const valid = withCheckDigit(firstEight);
          const typo = `${valid.slice(0, position)}${(Number(valid[position]) + shift) % 10}${valid.slice(position + 1)}`;
          // Weights 2^k mod 11 are distinct and non-zero, so one changed digit always changes the sum mod 11;
          // only the final "mod 10" can fold 10 and 0 together.
          const sumsCollide = vatCheckDigit(typo.slice(0, 8)) === vatCheckDigit(firstEight);
          expect(isValidVatNumber(typo)).toBe(sumsCollide && typo !== '000000000');
        },
      ),
    );
  });

  it('reads a formatted valid number back to its nine digits', () => {
    fc.assert(
      fc.property(
        eightDigits,
        fc.constantFrom('', 'EL', 'GR', 'el '),
        fc.constantFrom(' ', '.', '-', ''),
        (firstEight, prefix, separator) => {
          const valid = withCheckDigit(firstEight);
          const written = `${prefix}${valid.slice(0, 3)}${separator}${valid.slice(3, 6)}${separator}${valid.slice(6)}`;
          expect(parseVatNumber(written)).toBe(valid === '000000000' ? null : valid);
        },
      ),
    );
  });
});
