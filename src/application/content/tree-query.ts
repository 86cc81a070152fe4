import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { parseLang } from '#domain/content/list-query-parser.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { worded } from '../errors/refusal-wording.ts';
import { invalidRequest, type RequestError, requestError } from '../errors/request-error.ts';

/** What the tree use cases (read, move) share: the entity must be a tree, ids and query parameters checked. */
const MAX_DEPTH = 20;

export function treeEntity(
  entity: Result<EntityDefinition, RequestError>,
): Result<EntityDefinition, RequestError> {
  if (!entity.ok) return entity;
  return entity.value.tree ? entity : err(requestError('notFound', `${entity.value.name} is not a tree`));
}

export function nodeId(value: string, name: string): Result<number, RequestError> {
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

/** A tree read's query (`depth`, `lang`, `json`) as its use case takes it. */
export interface TreeReadQuery {
  maxDepth: number;
  lang: LocaleCode | null;
  /** `json=true`: the subtree as one nested node. */
  nested: boolean;
}

/** Reads a tree read's raw query; the driver runs it and the use case takes what it read. */
export function parseTreeReadQuery(raw: Record<string, unknown>): Result<TreeReadQuery, RequestError> {
  const query = optionalQuery(raw, ['depth', 'lang', 'json']);
  if (!query.ok) return query;
  const { depth, lang, json } = query.value;
  if (depth !== undefined && (!/^\d{1,2}$/.test(depth) || Number(depth) < 1 || Number(depth) > MAX_DEPTH)) {
    return err(invalidRequest(`depth must be a whole number from 1 to ${MAX_DEPTH}`));
  }
  if (json !== undefined && json !== 'true' && json !== 'false')
    return err(invalidRequest('json must be true or false'));
  const language = parseLang(lang);
  if (!language.ok) return worded(language);
  return ok({
    maxDepth: depth === undefined ? MAX_DEPTH : Number(depth),
    lang: language.value,
    nested: json === 'true',
  });
}

/** A move's query (`before`: the sibling the node goes before, or none) as its use case takes it. */
export function parseMoveQuery(
  raw: Record<string, unknown>,
): Result<{ before: number | null }, RequestError> {
  const query = optionalQuery(raw, ['before']);
  if (!query.ok) return query;
  if (query.value.before === undefined) return ok({ before: null });
  const before = nodeId(query.value.before, 'before');
  return before.ok ? ok({ before: before.value }) : before;
}
