import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from '#application/ports/rendered-page-cache.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of the first render that describe the page itself; the rest are made per response. */
const KEPT_HEADERS = ['content-type', 'content-language', 'link'];

// React writes inline scripts with their text as is; JSON-LD is data, which CSP does not govern.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Makes one visitor's render fit for everyone: their nonce is taken out (it must not reach anybody
 * else), the inline scripts are allowed by their hashes instead, and the bytes are compressed once, at
 * the strongest levels, off the main thread.
 */
export async function keptPage(
  html: string,
  nonce: string,
  headers: Record<string, string | number | string[] | undefined>,
): Promise<RenderedPage> {
  const withoutNonce = html.replaceAll(` nonce="${nonce}"`, '');
  const scriptHashes = [...withoutNonce.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
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
  return { headers: kept, scriptHashes: [...new Set(scriptHashes)], html: bytes, gzip: gzipped, brotli };
}
