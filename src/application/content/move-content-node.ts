import type { Actor } from '#domain/auth/principal.ts';
import { planMove } from '#domain/content/tree.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { nodeId, treeEntity } from './tree-query.ts';
import { writableEntity } from './write-content-deps.ts';

/** `PUT {entity}/{source}/{target}?before={id}`; target `root` moves the node to the top level. */
export class MoveContentNode {
  readonly #deps: { store: ContentStore; cache: ContentCache };

  constructor(deps: { store: ContentStore; cache: ContentCache }) {
    this.#deps = deps;
  }

  async execute(input: {
    entity: string;
    source: string;
    target: string;
    /** The query as `parseMoveQuery` read it. */
    query: { before: number | null };
    actor: Actor;
  }): Promise<Result<void, Refusal>> {
    const entity = writableEntity(input.entity, input.actor);
    const tree = treeEntity(entity);
    if (!tree.ok) return tree;
    const source = nodeId(input.source, 'source');
    if (!source.ok) return source;
    const target = input.target === 'root' ? ok(null) : nodeId(input.target, 'target');
    if (!target.ok) return target;
    const moved = await this.#deps.store.move(
      tree.value,
      { source: source.value, target: target.value },
      (state) =>
        planMove({ source: source.value, target: target.value, before: input.query.before, ...state }),
    );
    if (moved.ok) await this.#deps.cache.invalidate('all');
    return moved;
  }
}
