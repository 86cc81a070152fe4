import { describe, expect, it } from 'vitest';
import { canonicalPrefixPath } from '#domain/i18n/canonical-path.ts';

describe('canonical language prefix', () => {
  it('writes a prefix in another case the canonical way, keeping the rest of the path', () => {
    expect(canonicalPrefixPath('/EN')).toBe('/en');
    expect(canonicalPrefixPath('/De/contact')).toBe('/de/contact');
    expect(canonicalPrefixPath('/IT/destinations/Rodi')).toBe('/it/destinations/Rodi');
  });

  it('leaves canonical prefixes, other paths and two-letter words that are no language alone', () => {
    expect(canonicalPrefixPath('/en/contact')).toBeNull();
    expect(canonicalPrefixPath('/')).toBeNull();
    expect(canonicalPrefixPath('/ENTRY')).toBeNull();
    expect(canonicalPrefixPath('/XX/page')).toBeNull();
    expect(canonicalPrefixPath('/EL')).toBeNull();
  });
});
