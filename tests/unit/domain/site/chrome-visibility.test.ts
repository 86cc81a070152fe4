import { describe, expect, it } from 'vitest';
import { showsSiteChrome } from '#domain/site/chrome-visibility.ts';

describe('site chrome', () => {
  it('shows header and footer when no booking partner embeds the site', () => {
    expect(showsSiteChrome(0)).toBe(true);
    expect(showsSiteChrome(undefined)).toBe(true);
  });

  it('hides header and footer for a non-zero booking partner user id', () => {
    expect(showsSiteChrome(42)).toBe(false);
  });
});
