import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { euros } from '#web/app/search/money-text.ts';

describe('euro amounts', () => {
  it('writes English with the sign first and a decimal point', () => {
    expect(euros(3550, 'en')).toBe('€35.50');
    expect(euros(123456789, 'en')).toBe('€1,234,567.89');
    expect(euros(4100, 'en')).toBe('€41.00');
  });

  it('writes the other languages with a decimal comma and the sign last', () => {
    expect(euros(3550, 'el')).toBe('35,50 €');
    expect(euros(120005, 'de')).toBe('1.200,05 €');
    expect(euros(-250, 'fr')).toBe('-2,50 €');
  });

  it('always shows the cents, in every language', () => {
    for (const locale of LOCALE_CODES) expect(euros(7, locale)).toMatch(/0[.,]07/);
  });
});
