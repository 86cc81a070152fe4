import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { queryFault } from '#domain/content/list-query.ts';
import { parseLang } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** What the tree use cases (read, move) share: the entity must be a tree, ids and query parameters checked. */
const MAX_DEPTH = 20;

export function treeEntity(entity: Result<EntityDefinition, Refusal>): Result<EntityDefinition, Refusal> {
  if (!entity.ok) return entity;
  return entity.value.tree ? entity : err({ code: 'notFound' });
}

export function nodeId(value: string, name: string): Result<number, Refusal> {
  return /^\d{1,9}$/.test(value) ? ok(Number(value)) : queryFault(name, m.invalidNumber);
}

function optionalQuery(
  query: Record<string, unknown>,
  allowed: string[],
): Result<Record<string, string>, Refusal> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!allowed.includes(key)) return queryFault(key, m.unknownField);
    if (typeof value !== 'string') return queryFault(key, m.givenTwice);
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
export function parseTreeReadQuery(raw: Record<string, unknown>): Result<TreeReadQuery, Refusal> {
  const query = optionalQuery(raw, ['depth', 'lang', 'json']);
  if (!query.ok) return query;
  const { depth, lang, json } = query.value;
  if (depth !== undefined && (!/^\d{1,2}$/.test(depth) || Number(depth) < 1 || Number(depth) > MAX_DEPTH)) {
    return queryFault('depth', m.numberOutOfRange, { min: 1, max: MAX_DEPTH });
  }
  if (json !== undefined && json !== 'true' && json !== 'false') return queryFault('json', m.notAFlag);
  const language = parseLang(lang);
  if (!language.ok) return language;
  return ok({
    maxDepth: depth === undefined ? MAX_DEPTH : Number(depth),
    lang: language.value,
    nested: json === 'true',
  });
}

/** A move's query (`before`: the sibling the node goes before, or none) as its use case takes it. */
export function parseMoveQuery(raw: Record<string, unknown>): Result<{ before: number | null }, Refusal> {
  const query = optionalQuery(raw, ['before']);
  if (!query.ok) return query;
  if (query.value.before === undefined) return ok({ before: null });
  const before = nodeId(query.value.before, 'before');
  return before.ok ? ok({ before: before.value }) : before;
}
