import type { Actor } from '#domain/auth/principal.ts';
import { CONTENT_KINDS, type ContentKindName } from '#domain/back-office/content-kinds.ts';
import { err } from '#domain/shared/result.ts';
import type { UploadFile } from '../files/upload-file.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { type ContentWriteDeps, findContentItem, writeContentItem } from './content-items.ts';
import { type BackOfficeResult, invalidFields, staffWith } from './staff-access.ts';

/** Stores an uploaded image through the files use case and makes it the item's `field`, audited. */
export class ReplaceContentImage {
  readonly #deps: ContentWriteDeps & { upload: UploadFile };
  constructor(deps: ContentWriteDeps & { upload: UploadFile }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
    field: string;
    file: { name: string; data: Uint8Array };
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    const images: readonly string[] = CONTENT_KINDS[input.kind].images;
    if (!images.includes(input.field)) return invalidFields([input.field]);
    const found = await findContentItem(this.#deps.get, staff.value, input.kind, input.id);
    if (!found.ok) return found;
    const stored = await this.#deps.upload.execute({ actor: staff.value, file: input.file, data: undefined });
    if (!stored.ok && (stored.error.code === 'forbidden' || stored.error.code === 'unauthorized'))
      return err({ code: 'staffOnly' });
    // Only pictures: a PDF is a file the API accepts, but no page can show it as an image.
    if (!stored.ok || stored.value.width === null)
      return invalidFields([input.field], { [input.field]: 'file' });
    return writeContentItem(
      this.#deps,
      staff.value,
      input.kind,
      input.id,
      { [input.field]: stored.value.id },
      'content.image',
    );
  }
}
