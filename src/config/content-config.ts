import path from 'node:path';
import * as yup from 'yup';
import { emptyToUndefined } from './env-rules.ts';

/** Uploaded files and the caches of content reads and rendered pages. */
export interface ContentConfig {
  filesDir: string;
  uploadMaxBytes: number;
  watermarkText: string;
  contentCacheTtlMs: number;
  /** How long anonymous content pages' rendered HTML is reused; content writes drop it at once. */
  renderCacheTtlMs: number;
}

export const contentEnv = yup.object({
  FILES_DIR: yup.string().trim(),
  UPLOAD_MAX_BYTES: yup
    .number()
    .typeError('must be a number')
    .integer('must be an integer')
    .min(1024, 'must be at least 1024')
    .max(100 * 1024 * 1024, 'must be at most 104857600')
    .default(10 * 1024 * 1024),
  WATERMARK_TEXT: yup.string().trim().max(40, 'must have at most 40 characters').default('Kyma'),
  CONTENT_CACHE_TTL_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(3_600_000)
    .default(60_000),
  RENDER_CACHE_TTL_MS: yup
    .number()
    .typeError('must be a number')
    .integer()
    .min(0)
    .max(86_400_000)
    .default(300_000),
});

/** `dataDir` is where a relative FILES_DIR lives. */
export function contentConfigOf(env: yup.InferType<typeof contentEnv>, dataDir: string): ContentConfig {
  return {
    filesDir: path.resolve(dataDir, emptyToUndefined(env.FILES_DIR) ?? 'files'),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    watermarkText: env.WATERMARK_TEXT,
    contentCacheTtlMs: env.CONTENT_CACHE_TTL_MS,
    renderCacheTtlMs: env.RENDER_CACHE_TTL_MS,
  };
}
