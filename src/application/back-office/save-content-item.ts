import type { Actor } from '#domain/auth/principal.ts';
import type { ContentKindName } from '#domain/back-office/content-kinds.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { type ContentWriteDeps, writeContentItem } from './content-items.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** Writes a body read from the edit form (`readContentForm`), audited. */
export class SaveContentItem {
  readonly #deps: ContentWriteDeps;
  constructor(deps: ContentWriteDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
    body: Record<string, unknown>;
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    return writeContentItem(this.#deps, staff.value, input.kind, input.id, input.body, 'content.update');
  }
}
