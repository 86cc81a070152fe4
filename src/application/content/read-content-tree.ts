import type { Actor } from '#domain/auth/principal.ts';
import { parseLang } from '#domain/content/list-query-parser.ts';
import { nestTree, type TreeNode, type TreeRow } from '#domain/content/tree.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { worded } from '../errors/refusal-wording.ts';
import { invalidRequest, type RequestError, requestError } from '../errors/request-error.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { entityNamed, visibility } from './content-reading.ts';
import { MAX_DEPTH, nodeId, optionalQuery, type TreeView, treeEntity } from './tree-query.ts';

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
    query: Record<string, unknown>;
    actor: Actor;
  }): Promise<Result<TreeNode | TreeRow[], RequestError>> {
    const named = entityNamed(input.entity);
    if (!named.ok) return named;
    const seen = visibility(input.actor, named.value);
    if (!seen.ok) return seen;
    const entity = treeEntity(named);
    if (!entity.ok) return entity;
    const id = nodeId(input.id, 'id');
    if (!id.ok) return id;
    const query = optionalQuery(input.query, ['depth', 'lang', 'json']);
    if (!query.ok) return query;
    const { depth, lang, json } = query.value;
    if (depth !== undefined && (!/^\d{1,2}$/.test(depth) || Number(depth) < 1 || Number(depth) > MAX_DEPTH)) {
      return err(invalidRequest(`depth must be a whole number from 1 to ${MAX_DEPTH}`));
    }
    if (json !== undefined && json !== 'true' && json !== 'false')
      return err(invalidRequest('json must be true or false'));
    const language = parseLang(lang);
    if (!language.ok) return worded(language);
    const rows = await this.#deps.store.branch(entity.value, id.value, {
      direction: input.view === 'ancestors' ? 'up' : 'down',
      maxDepth: depth === undefined ? MAX_DEPTH : Number(depth),
      where: seen.value.restrict,
      lang: language.value,
    });
    if (!rows) return err(requestError('notFound', `${entity.value.name} ${input.id} not found`));
    if (input.view === 'subtree' && json === 'true') return ok(nestTree(rows, id.value)!);
    const others = rows.filter((row) => row.id !== id.value);
    // Ancestors read from the root down to the parent.
    if (input.view === 'ancestors') return ok(others.sort((a, b) => b.depth - a.depth));
    return ok(input.view === 'subtree' ? rows : others);
  }
}
