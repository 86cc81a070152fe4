import { describe, expect, it } from 'vitest';
import {
  consentCookieValue,
  consentFromChoice,
  marketingAllowed,
  parseConsent,
} from '#domain/consent/consent.ts';

describe('consent', () => {
  it('reads back what it saves, and nothing else', () => {
    for (const marketing of [true, false])
      expect(parseConsent(consentCookieValue({ marketing }))).toEqual({ marketing });
    for (const value of [undefined, '', 'v1:marketing=2', 'v0:marketing=1', 'v1:marketing=1;x', 'yes'])
      expect(parseConsent(value)).toBeNull();
  });

  it('maps the banner buttons to a choice, ticked purposes only for "save my choice"', () => {
    expect(consentFromChoice('all', false)).toEqual({ marketing: true });
    expect(consentFromChoice('necessary', true)).toEqual({ marketing: false });
    expect(consentFromChoice('chosen', true)).toEqual({ marketing: true });
    expect(consentFromChoice('chosen', false)).toEqual({ marketing: false });
    expect(consentFromChoice('everything', true)).toBeNull();
    expect(consentFromChoice(null, true)).toBeNull();
  });

  it('allows marketing only on an explicit yes', () => {
    expect(marketingAllowed(null)).toBe(false);
    expect(marketingAllowed({ marketing: false })).toBe(false);
    expect(marketingAllowed({ marketing: true })).toBe(true);
  });
});
