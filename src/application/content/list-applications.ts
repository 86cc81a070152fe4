import type { Actor } from '#domain/auth/principal.ts';
import { contentPermission, denied, mayAccess } from '#domain/content/content-access.ts';
import { findEntity } from '#domain/content/entities.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentRow, ContentStore } from '../ports/content-store.ts';

/** `GET applications/with-resource-permissions`: every application with its resources and their permissions. */
export class ListApplicationsWithPermissions {
  readonly #deps: { store: ContentStore };

  constructor(deps: { store: ContentStore }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor }): Promise<Result<ContentRow[], Refusal>> {
    if (!mayAccess(input.actor, 'applications', 'read')) {
      return err(denied(input.actor, contentPermission('applications', 'read')));
    }
    const { rows } = await this.#deps.store.list(findEntity('applications')!, {
      select: null,
      lang: null,
      where: null,
      include: [{ relation: 'resources', restrict: null }],
      orderBy: [{ field: 'name', direction: 'asc' }],
      take: 1000,
      page: 1,
    });
    return ok(rows);
  }
}
