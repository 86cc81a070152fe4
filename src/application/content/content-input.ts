import type { Actor } from '#domain/auth/principal.ts';
import { may } from '#domain/content/content-access.ts';
import { type ContentWrite, parseContentWrite } from '#domain/content/content-write.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import type { ListQuery } from '#domain/content/list-query.ts';
import { parseId, parseListQuery } from '#domain/content/list-query-parser.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { andThen, ok, type Result } from '#domain/shared/result.ts';

/**
 * The content use cases' typed input (decision 0053). A row's body and a list's query are read by the
 * entity's own definition, so a driver first finds the entity the caller may read or write (401/403 before
 * 400: deny by default), then reads the raw input with one of these, then calls the use case.
 */

/** `ListContent`'s input: the entity and its query checked against the entity's allowlists. */
export interface ListInput {
  entity: EntityDefinition;
  query: ListQuery;
}

/** `CreateContent`'s input: the entity and the row's checked values, translations and links. */
export interface RowWrite {
  entity: EntityDefinition;
  write: ContentWrite;
}

/** `UpdateContent`'s input: a row write and the row's id in the entity's key type. */
export interface RowChange extends RowWrite {
  id: string | number;
}

export function listInput(
  entity: EntityDefinition,
  raw: Record<string, unknown>,
): Result<ListInput, Refusal> {
  return andThen(parseListQuery(entity, raw), (query) => ok({ entity, query }));
}

/** Fields that need a permission of their own (a user's scope) need it in the actor's scope. */
function writeOf(entity: EntityDefinition, body: unknown, mode: 'create' | 'update', actor: Actor) {
  return parseContentWrite(entity, body, mode, (permission) => may(actor, permission));
}

export function rowWrite(entity: EntityDefinition, body: unknown, actor: Actor): Result<RowWrite, Refusal> {
  return andThen(writeOf(entity, body, 'create', actor), (write) => ok({ entity, write }));
}

export function rowChange(
  entity: EntityDefinition,
  id: string,
  body: unknown,
  actor: Actor,
): Result<RowChange, Refusal> {
  return andThen(parseId(entity, id), (key) =>
    andThen(writeOf(entity, body, 'update', actor), (write) => ok({ entity, id: key, write })),
  );
}
