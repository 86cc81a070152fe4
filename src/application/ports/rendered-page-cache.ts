/**
 * Server-rendered pages kept for every anonymous visitor (issue #15), in memory or shared through Redis.
 * The key carries the content version, so a content write makes every older page unreachable at once.
 */
export interface RenderedPage {
  /** Response headers of the first render that may be sent again (content type, language, …). */
  headers: Record<string, string>;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts: a kept page carries no nonce. */
  scriptHashes: string[];
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface RenderedPageCache {
  get(key: string): Promise<RenderedPage | undefined>;
  set(key: string, page: RenderedPage): Promise<void>;
}
