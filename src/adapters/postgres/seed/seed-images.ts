import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { originalKey } from '#application/files/file-deps.ts';
import type { FileStorage } from '#application/ports/file-storage.ts';
import type { IllustrationSpec } from './seed-content-types.ts';
import { illustrationSvg, LOGO_DENSITY, LOGO_HEIGHT, LOGO_WIDTH, logoSvg } from './seed-illustrations.ts';

/** Sizes of the seed's pictures: the page's main image, the card's small one, and a company logo. */
export const MAIN_SIZE = { width: 1200, height: 800 } as const;
export const SMALL_SIZE = { width: 600, height: 400 } as const;

export interface SeedImage {
  id: string;
  bytes: number;
}

export interface ImageRequest {
  name: string;
  draw: () => string;
  width: number;
  height: number;
  quality: number;
}

export const illustration = (
  name: string,
  spec: IllustrationSpec,
  size: { width: number; height: number },
): ImageRequest => ({
  name,
  draw: () => illustrationSvg(spec, name.replace(/-(main|small)$/, '')),
  ...size,
  quality: 70,
});

export const logo = (name: string, companyName: string, brandColor: string): ImageRequest => ({
  name,
  draw: () => logoSvg(companyName, brandColor),
  width: LOGO_WIDTH * LOGO_DENSITY,
  height: LOGO_HEIGHT * LOGO_DENSITY,
  quality: 88,
});

/** Runs tasks with at most `limit` at once, keeping the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Draws each picture, encodes it as WebP with sharp, keeps the bytes in the file storage and adds its
 * `files` row in the seed's transaction: the pictures are ordinary files, served by the download route.
 */
export async function storeImages(
  trx: Knex.Transaction,
  storage: FileStorage,
  requests: readonly ImageRequest[],
  concurrency: number,
): Promise<Map<string, SeedImage>> {
  const encoded = await pool(requests, concurrency, async (request) => {
    const data = await sharp(Buffer.from(request.draw()))
      .resize(request.width, request.height)
      .webp({ quality: request.quality, effort: 4 })
      .toBuffer();
    const id = randomUUID();
    await storage.put(originalKey({ id, extension: 'webp' }), data);
    return { request, id, data };
  });
  const rows = encoded.map(({ request, id, data }) => ({
    id,
    original_name: `${request.name}.webp`,
    mime_type: 'image/webp',
    extension: 'webp',
    size: data.length,
    width: request.width,
    height: request.height,
    data: JSON.stringify({ seed: true }),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await trx('files').insert(rows.slice(start, start + 200));
  }
  return new Map(encoded.map(({ request, id, data }) => [request.name, { id, bytes: data.length }]));
}
