import type { Actor } from '#domain/auth/principal.ts';
import { readAccess } from '#domain/content/content-access.ts';
import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Condition } from '#domain/content/list-query.ts';
import { includableNames } from '#domain/content/list-query-parser.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { IncludeRequest } from '../ports/content-store.ts';

export function entityNamed(name: string): Result<EntityDefinition, Refusal> {
  const entity = findEntity(name);
  return entity ? ok(entity) : err({ code: 'notFound' });
}

/** The condition published rows meet; null when the caller may read every row. */
export function visibility(
  actor: Actor,
  entity: EntityDefinition,
): Result<{ restrict: Condition | null; everything: boolean }, Refusal> {
  const access = readAccess(actor, entity);
  if (access.mode === 'denied') return err(access.error);
  if (access.mode === 'all' || !entity.published)
    return ok({ restrict: null, everything: access.mode === 'all' });
  const { field, equals } = entity.published;
  return ok({ restrict: { field, operator: 'eq', value: equals }, everything: false });
}

/** The entity the caller may read (every row, or the published ones): 404 unknown, 401/403 denied. */
export function readableEntity(name: string, actor: Actor): Result<EntityDefinition, Refusal> {
  const entity = entityNamed(name);
  if (!entity.ok) return entity;
  const seen = visibility(actor, entity.value);
  return seen.ok ? entity : seen;
}

export function withRestriction(where: Condition | null, restrict: Condition | null): Condition | null {
  if (!restrict) return where;
  return where ? { all: [where, restrict] } : restrict;
}

/** Included relations obey the same read rules as their own entity: no private rows through a side door. */
export function includeRequests(
  actor: Actor,
  entity: EntityDefinition,
  names: readonly string[],
): Result<IncludeRequest[], Refusal> {
  const requests: IncludeRequest[] = [];
  for (const name of names) {
    if (name === 'translations') {
      requests.push({ relation: name, restrict: null });
      continue;
    }
    const relation = entity.relations[name];
    const target = relation && findEntity(relation.entity);
    if (!target)
      return err(
        fieldRefusal('invalidForm', `include.${name}`, m.unknownName, {
          allowed: includableNames(entity).join(', '),
        }),
      );
    const seen = visibility(actor, target);
    if (!seen.ok) return seen;
    requests.push({ relation: name, restrict: seen.value.restrict });
  }
  return ok(requests);
}
