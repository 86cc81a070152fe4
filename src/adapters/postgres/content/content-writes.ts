import type { Knex } from 'knex';
import type { ContentId } from '#application/ports/content-store.ts';
import type { ContentWrite } from '#domain/content/content-write.ts';
import { columnOf, type EntityDefinition } from '#domain/content/entity-definition.ts';
import { translationTable } from './sql-conditions.ts';

/** Field values as column values; JSON fields are written as text. */
export function columnValues(
  entity: EntityDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      columnOf(entity, field),
      entity.fields[field]?.type === 'json' && value !== null ? JSON.stringify(value) : value,
    ]),
  );
}

/** A new tree node goes last among its siblings. */
export async function nextPosition(trx: Knex.Transaction, entity: EntityDefinition, parent: number | null) {
  const siblings = trx(entity.table).max({ last: 'position' });
  if (parent === null) siblings.whereNull('parent_id');
  else siblings.where('parent_id', parent);
  const last = (await siblings.first())?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

/** Writes what sits outside the entity's row: its translations and its join-table links. */
export async function writeDetails(
  trx: Knex.Transaction,
  entity: EntityDefinition,
  id: ContentId,
  write: ContentWrite,
) {
  for (const [language, fields] of Object.entries(write.translations)) {
    const columns = columnValues(entity, fields);
    if (Object.keys(columns).length === 0) continue;
    await trx(translationTable(entity))
      .insert({ entity_id: id, language_code: language, ...columns })
      .onConflict(['entity_id', 'language_code'])
      .merge(Object.keys(columns));
  }
  for (const [name, targetIds] of Object.entries(write.links)) {
    const relation = entity.relations[name];
    if (relation?.kind !== 'manyToMany') continue;
    await trx(relation.through).where(relation.from, id).delete();
    if (targetIds.length > 0) {
      await trx(relation.through).insert(
        targetIds.map((target) => ({ [relation.from]: id, [relation.to]: target })),
      );
    }
  }
}
