import { describe, expect, it } from 'vitest';
import { isDataRequest, pagePath } from '#web/app/page-path.ts';

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

  it("tells a client-side navigation's data request from a document request", () => {
    const request = (url: string) => new Request(`http://kyma.test${url}`);
    expect(isDataRequest(request('/en.data?_routes=root'))).toBe(true);
    expect(isDataRequest(request('/_.data'))).toBe(true);
    expect(isDataRequest(request('/en'))).toBe(false);
    expect(isDataRequest(request('/en/blog/data'))).toBe(false);
  });
});
