import { describe, expect, it } from 'vitest';
import { pagePath } from '#web/app/page-path.ts';

const at = (url: string) => pagePath(new Request(`http://kyma.test${url}`));

describe('page path of a loader request', () => {
  it('is the document path for a document request', () => {
    expect(at('/en/results?x=1')).toBe('/en/results');
    expect(at('/')).toBe('/');
  });

  it('drops the data suffix of client-side navigations', () => {
    expect(at('/en.data?_routes=root')).toBe('/en');
    expect(at('/de/results.data')).toBe('/de/results');
    expect(at('/_.data')).toBe('/');
  });
});
