import type { Actor } from '#domain/auth/principal.ts';
import type { ContentKindName } from '#domain/back-office/content-kinds.ts';
import type { GetContent } from '../content/get-content.ts';
import type { ContentRow } from '../ports/content-store.ts';
import { findContentItem } from './content-items.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** One item of site content with every translation, for its edit form. */
export class ReadContentItem {
  readonly #deps: { get: GetContent };
  constructor(deps: { get: GetContent }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    kind: ContentKindName;
    id: string;
  }): Promise<BackOfficeResult<ContentRow>> {
    const staff = staffWith(input.actor, 'editContent');
    if (!staff.ok) return staff;
    return findContentItem(this.#deps.get, staff.value, input.kind, input.id);
  }
}
