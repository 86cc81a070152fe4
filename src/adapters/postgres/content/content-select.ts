import type { Knex } from 'knex';
import type { ContentRow, IncludeRequest } from '#application/ports/content-store.ts';
import { columnOf, type EntityDefinition, visibleFields } from '#domain/content/entity-definition.ts';
import type { Condition, OrderBy } from '#domain/content/list-query.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import {
  applyCondition,
  BASE,
  fieldExpression,
  hasTranslations,
  TRANSLATION,
  translationTable,
} from './sql-conditions.ts';

export type Db = Knex | Knex.Transaction;

export interface SelectSpec {
  where: Condition | null;
  lang: LocaleCode | null;
  select: string[] | null;
  orderBy?: OrderBy[];
  limit?: number;
  offset?: number;
}

export const pk = (entity: EntityDefinition) => entity.primaryKey.field;

/** The entity's rows that match, joined to their translation in the language when one is asked for. */
export function scoped(
  db: Db,
  entity: EntityDefinition,
  spec: Pick<SelectSpec, 'where' | 'lang'>,
): Knex.QueryBuilder {
  const query = db.from({ [BASE]: entity.table });
  if (spec.lang && hasTranslations(entity)) {
    query.leftJoin({ [TRANSLATION]: translationTable(entity) }, (join) => {
      join
        .on(`${TRANSLATION}.entity_id`, `${BASE}.${columnOf(entity, pk(entity))}`)
        .andOn(`${TRANSLATION}.language_code`, db.raw('?', [spec.lang as string]));
    });
  }
  if (spec.where) applyCondition(query, entity, spec.where, spec.lang);
  return query;
}

export function fieldColumns(db: Db, entity: EntityDefinition, fields: string[], lang: LocaleCode | null) {
  return fields.map((field) => {
    const { sql, bindings } = fieldExpression(entity, field, lang);
    return db.raw(`${sql} as ??`, [...bindings, field]);
  });
}

/** Rows in the requested order, then by primary key so that pages never overlap. */
export async function selectRows(db: Db, entity: EntityDefinition, spec: SelectSpec): Promise<ContentRow[]> {
  const fields = spec.select ?? visibleFields(entity);
  const query = scoped(db, entity, spec).select(fieldColumns(db, entity, fields, spec.lang));
  for (const { field, direction } of spec.orderBy ?? []) {
    const { sql, bindings } = fieldExpression(entity, field, spec.lang);
    query.orderByRaw(`${sql} ${direction} nulls last`, bindings);
  }
  query.orderBy(`${BASE}.${columnOf(entity, pk(entity))}`, 'asc');
  if (spec.limit !== undefined) query.limit(spec.limit);
  if (spec.offset) query.offset(spec.offset);
  return query;
}

/** Fields a relation needs to attach its rows, added to what the client selected. */
export function neededFields(
  entity: EntityDefinition,
  select: string[] | null,
  include: IncludeRequest[],
): string[] | null {
  if (!select) return null;
  const needed = new Set(select);
  if (include.length > 0) needed.add(pk(entity));
  for (const { relation } of include) {
    const definition = entity.relations[relation];
    if (definition?.kind === 'belongsTo') needed.add(definition.field);
  }
  return [...needed];
}
