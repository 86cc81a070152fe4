import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from '#application/ports/rendered-page-cache.ts';
import { shareablePage } from '../app/react-router-html.server.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of the first render that describe the page itself; the rest are made per response. */
const KEPT_HEADERS = ['content-type', 'content-language', 'link'];

/**
 * Makes one visitor's render fit for everyone (`shareablePage`: no nonce, the inline scripts allowed by
 * their hashes) and compresses its bytes once, at the strongest levels, off the main thread.
 */
export async function keptPage(
  html: string,
  nonce: string,
  headers: Record<string, string | number | string[] | undefined>,
): Promise<RenderedPage> {
  const { html: withoutNonce, scriptHashes } = shareablePage(html, nonce);
  const bytes = Buffer.from(withoutNonce);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  const kept = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])),
  );
  return { headers: kept, scriptHashes, html: bytes, gzip: gzipped, brotli };
}
