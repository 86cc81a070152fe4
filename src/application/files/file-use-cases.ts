import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, mayAccess } from '#domain/content/content-access.ts';
import { invalidRequest, type RequestError, requestError } from '#domain/errors/request-error.ts';
import { ACCEPTED_TYPES, parseDownloadOptions, safeFileName } from '#domain/files/file-rules.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FileInspector } from '../ports/file-inspector.ts';
import type { FileRecord, FileRepository } from '../ports/file-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { IdGenerator } from '../ports/id-generator.ts';

export interface FileDeps {
  files: FileRepository;
  storage: FileStorage;
  inspector: FileInspector;
  ids: IdGenerator;
  maxBytes: number;
  watermarkText: string;
}

/** Where a file's original bytes are kept in the storage (also used by the content seed). */
export const originalKey = (file: Pick<FileRecord, 'id' | 'extension'>) =>
  `originals/${file.id}.${file.extension}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST files`: one file plus optional JSON `data`, accepted by its content type and size. */
export class UploadFile {
  readonly #deps: FileDeps;

  constructor(deps: FileDeps) {
    this.#deps = deps;
  }

  get maxBytes(): number {
    return this.#deps.maxBytes;
  }

  /** Checked before the body is read, so an anonymous upload is refused without storing a byte. */
  authorize(actor: Actor): Result<void, RequestError> {
    return mayAccess(actor, 'files', 'write')
      ? ok(undefined)
      : err(denied(actor, contentPermission('files', 'write')));
  }

  async execute(input: {
    actor: Actor;
    file: { name: string; data: Uint8Array } | undefined;
    data: string | undefined;
  }): Promise<Result<FileRecord, RequestError>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const deps = this.#deps;
    if (!input.file || input.file.data.length === 0)
      return err(invalidRequest('a non-empty file field is required'));
    if (input.file.data.length > deps.maxBytes) {
      return err(requestError('payloadTooLarge', `files may have at most ${deps.maxBytes} bytes`));
    }
    let data: unknown = {};
    if (input.data !== undefined && input.data !== '') {
      try {
        data = JSON.parse(input.data);
      } catch {
        return err(invalidRequest('data must be JSON'));
      }
      if (typeof data !== 'object' || data === null || Array.isArray(data) || input.data.length > 10_000) {
        return err(invalidRequest('data must be a JSON object of at most 10000 characters'));
      }
    }
    const type = await deps.inspector.detect(input.file.data);
    if (!type || !ACCEPTED_TYPES[type.mimeType]) {
      return err(
        requestError('unsupportedMediaType', 'the file content is not an accepted type', [
          `accepted: ${Object.keys(ACCEPTED_TYPES).join(', ')}`,
        ]),
      );
    }
    const size = ACCEPTED_TYPES[type.mimeType]!.image
      ? await deps.inspector.dimensions(input.file.data)
      : undefined;
    if (ACCEPTED_TYPES[type.mimeType]!.image && !size) {
      return err(requestError('unsupportedMediaType', 'the image cannot be decoded'));
    }
    const id = deps.ids.next();
    await deps.storage.put(originalKey({ id, extension: type.extension }), input.file.data);
    const record = await deps.files.add({
      id,
      originalName: safeFileName(input.file.name, type.extension),
      mimeType: type.mimeType,
      extension: type.extension,
      size: input.file.data.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      data,
      createdBy: input.actor?.id ?? null,
    });
    return ok(record);
  }
}

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
    query: Record<string, unknown>;
  }): Promise<Result<Download, RequestError>> {
    const deps = this.#deps;
    if (!UUID.test(input.id)) return err(invalidRequest('id must be a UUID'));
    const options = parseDownloadOptions(input.query);
    if (!options.ok) return options;
    const file = await deps.files.find(input.id.toLowerCase());
    const notFound = err(requestError('notFound', 'file not found'));
    if (!file) return notFound;
    if (input.originalName !== undefined && input.originalName !== file.originalName) return notFound;
    const kind = ACCEPTED_TYPES[file.mimeType];
    const { width, height, watermark } = options.value;
    const variant = width !== null || height !== null || watermark;
    if (variant && !kind?.image) return err(invalidRequest('resize and wm apply to images only'));
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
      disposition: options.value.attachment || !kind?.inline ? 'attachment' : 'inline',
      etag: `"${tag}"`,
    });
  }
}
