import type { Actor } from '#domain/auth/principal.ts';
import { nestTree, type TreeNode, type TreeRow } from '#domain/content/tree.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { entityNamed, visibility } from './content-reading.ts';
import { nodeId, type TreeReadQuery, type TreeView, treeEntity } from './tree-query.ts';

/**
 * `GET {entity}/{id}/subtree` (nested with `json=true`, else flat with depths), `/ancestors` and
 * `/descendants` (`depth`, `lang`). Readers without the read permission see only published nodes, and an
 * unpublished node hides its whole branch.
 */
export class ReadContentTree {
  readonly #deps: { store: ContentStore };

  constructor(deps: { store: ContentStore }) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    id: string;
    view: TreeView;
    /** The query as `parseTreeReadQuery` read it. */
    query: TreeReadQuery;
    actor: Actor;
  }): Promise<Result<TreeNode | TreeRow[], Refusal>> {
    const named = entityNamed(input.entity);
    if (!named.ok) return named;
    const seen = visibility(input.actor, named.value);
    if (!seen.ok) return seen;
    const entity = treeEntity(named);
    if (!entity.ok) return entity;
    const id = nodeId(input.id, 'id');
    if (!id.ok) return id;
    const rows = await this.#deps.store.branch(entity.value, id.value, {
      direction: input.view === 'ancestors' ? 'up' : 'down',
      maxDepth: input.query.maxDepth,
      where: seen.value.restrict,
      lang: input.query.lang,
    });
    if (!rows) return err({ code: 'notFound' });
    if (input.view === 'subtree' && input.query.nested) return ok(nestTree(rows, id.value)!);
    const others = rows.filter((row) => row.id !== id.value);
    // Ancestors read from the root down to the parent.
    if (input.view === 'ancestors') return ok(others.sort((a, b) => b.depth - a.depth));
    return ok(input.view === 'subtree' ? rows : others);
  }
}
