import type { Actor } from '#domain/auth/principal.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { parseLang } from '#domain/content/list-query.ts';
import { nestTree, planMove, type TreeNode, type TreeRow } from '#domain/content/tree.ts';
import { invalidRequest, type RequestError, requestError } from '#domain/errors/request-error.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { ContentStore } from '../ports/content-store.ts';
import { entityNamed, visibility } from './content-reading.ts';
import { writableEntity } from './write-content.ts';

const MAX_DEPTH = 20;

function treeEntity(entity: Result<EntityDefinition, RequestError>): Result<EntityDefinition, RequestError> {
  if (!entity.ok) return entity;
  return entity.value.tree ? entity : err(requestError('notFound', `${entity.value.name} is not a tree`));
}

function nodeId(value: string, name: string): Result<number, RequestError> {
  return /^\d{1,9}$/.test(value) ? ok(Number(value)) : err(invalidRequest(`${name} must be a whole number`));
}

function optionalQuery(
  query: Record<string, unknown>,
  allowed: string[],
): Result<Record<string, string>, RequestError> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!allowed.includes(key)) return err(invalidRequest(`unknown query parameter '${key}'`));
    if (typeof value !== 'string') return err(invalidRequest(`${key} must be given once`));
    if (value !== '') values[key] = value;
  }
  return ok(values);
}

export type TreeView = 'subtree' | 'ancestors' | 'descendants';

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
    if (!language.ok) return language;
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
    query: Record<string, unknown>;
    actor: Actor;
  }): Promise<Result<void, RequestError>> {
    const entity = writableEntity(input.entity, input.actor);
    const tree = treeEntity(entity);
    if (!tree.ok) return tree;
    const source = nodeId(input.source, 'source');
    if (!source.ok) return source;
    const target = input.target === 'root' ? ok(null) : nodeId(input.target, 'target');
    if (!target.ok) return target;
    const query = optionalQuery(input.query, ['before']);
    if (!query.ok) return query;
    const before = query.value.before === undefined ? ok(null) : nodeId(query.value.before, 'before');
    if (!before.ok) return before;
    const moved = await this.#deps.store.move(
      tree.value,
      { source: source.value, target: target.value },
      (state) => planMove({ source: source.value, target: target.value, before: before.value, ...state }),
    );
    if (moved.ok) await this.#deps.cache.invalidate('all');
    return moved;
  }
}
