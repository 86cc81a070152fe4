import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageNumber } from '#domain/back-office/page-number.ts';

describe('the page number of a back-office list, read from its address', () => {
  it('is the whole number asked for, up to the last page a list may have', () => {
    expect(pageNumber('1')).toBe(1);
    expect(pageNumber('7')).toBe(7);
    expect(pageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(pageNumber('99999999')).toBe(MAX_PAGE);
  });

  it('is the first page when the address names none, or something that is not a page', () => {
    for (const text of [null, '', '0', '-3', 'abc', '2.5', 'Infinity', '1e400']) {
      expect(pageNumber(text), String(text)).toBe(1);
    }
  });
});
