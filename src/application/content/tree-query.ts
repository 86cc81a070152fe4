import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { invalidRequest, type RequestError, requestError } from '../errors/request-error.ts';

/** What the tree use cases (read, move) share: the entity must be a tree, ids and query parameters checked. */
export const MAX_DEPTH = 20;

export function treeEntity(
  entity: Result<EntityDefinition, RequestError>,
): Result<EntityDefinition, RequestError> {
  if (!entity.ok) return entity;
  return entity.value.tree ? entity : err(requestError('notFound', `${entity.value.name} is not a tree`));
}

export function nodeId(value: string, name: string): Result<number, RequestError> {
  return /^\d{1,9}$/.test(value) ? ok(Number(value)) : err(invalidRequest(`${name} must be a whole number`));
}

export function optionalQuery(
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
