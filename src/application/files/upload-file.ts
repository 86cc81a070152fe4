import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, mayAccess } from '#domain/content/content-access.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { ACCEPTED_TYPES, safeFileName } from '#domain/files/file-rules.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FileRecord } from '../ports/file-repository.ts';
import { type FileDeps, originalKey } from './file-deps.ts';

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
  authorize(actor: Actor): Result<void, Refusal> {
    return mayAccess(actor, 'files', 'write')
      ? ok(undefined)
      : err(denied(actor, contentPermission('files', 'write')));
  }

  async execute(input: {
    actor: Actor;
    file: { name: string; data: Uint8Array } | undefined;
    data: string | undefined;
  }): Promise<Result<FileRecord, Refusal>> {
    const allowed = this.authorize(input.actor);
    if (!allowed.ok) return allowed;
    const deps = this.#deps;
    if (!input.file || input.file.data.length === 0)
      return err(fieldRefusal('invalidForm', 'file', m.fileRequired));
    if (input.file.data.length > deps.maxBytes) {
      return err({ code: 'payloadTooLarge', values: { max: deps.maxBytes } });
    }
    let data: unknown = {};
    if (input.data !== undefined && input.data !== '') {
      try {
        data = JSON.parse(input.data);
      } catch {
        return err(fieldRefusal('invalidForm', 'data', m.invalidJson));
      }
      if (typeof data !== 'object' || data === null || Array.isArray(data) || input.data.length > 10_000) {
        return err(fieldRefusal('invalidForm', 'data', m.invalidValue));
      }
    }
    const type = await deps.inspector.detect(input.file.data);
    if (!type || !ACCEPTED_TYPES[type.mimeType]) {
      const allowed = Object.keys(ACCEPTED_TYPES).join(', ');
      return err(fieldRefusal('unsupportedMediaType', 'file', m.unknownName, { allowed }));
    }
    const size = ACCEPTED_TYPES[type.mimeType]!.image
      ? await deps.inspector.dimensions(input.file.data)
      : undefined;
    if (ACCEPTED_TYPES[type.mimeType]!.image && !size) {
      return err(fieldRefusal('unsupportedMediaType', 'file', m.unreadableImage));
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
