import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { ACCEPTED_TYPES, type DownloadOptions } from '#domain/files/file-rules.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type FileDeps, originalKey, UUID } from './file-deps.ts';

export interface Download {
  body: Uint8Array;
  mimeType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
  etag: string;
}

/**
 * `GET files/download/{id}` and `/{originalName}`: public, since published content shows the files.
 * Resized or watermarked variants are made once and kept next to the original.
 */
export class DownloadFile {
  readonly #deps: FileDeps;

  constructor(deps: FileDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    id: string;
    originalName?: string;
    /** The query as `parseDownloadOptions` read it. */
    options: DownloadOptions;
  }): Promise<Result<Download, Refusal>> {
    const deps = this.#deps;
    if (!UUID.test(input.id)) return err(fieldRefusal('invalidForm', 'id', m.invalidUuid));
    const file = await deps.files.find(input.id.toLowerCase());
    const notFound = err({ code: 'notFound' } satisfies Refusal);
    if (!file) return notFound;
    if (input.originalName !== undefined && input.originalName !== file.originalName) return notFound;
    const kind = ACCEPTED_TYPES[file.mimeType];
    const { width, height, watermark } = input.options;
    const variant = width !== null || height !== null || watermark;
    if (variant && !kind?.image)
      return err(
        fieldRefusal('invalidForm', width !== null || height !== null ? 'resize' : 'wm', m.invalidValue),
      );
    let body: Uint8Array | undefined;
    let tag = `${file.id}`;
    if (variant) {
      tag = `${file.id}-${width ?? ''}x${height ?? ''}${watermark ? '-wm' : ''}`;
      const key = `variants/${file.id}/${width ?? ''}x${height ?? ''}${watermark ? '-wm' : ''}.${file.extension}`;
      body = await deps.storage.get(key);
      if (!body) {
        const original = await deps.storage.get(originalKey(file));
        if (!original) return notFound;
        body = await deps.inspector.transform(original, {
          width,
          height,
          watermark: watermark ? deps.watermarkText : null,
        });
        await deps.storage.put(key, body);
      }
    } else {
      body = await deps.storage.get(originalKey(file));
    }
    if (!body) return notFound;
    return ok({
      body,
      mimeType: file.mimeType,
      fileName: file.originalName,
      disposition: input.options.attachment || !kind?.inline ? 'attachment' : 'inline',
      etag: `"${tag}"`,
    });
  }
}
