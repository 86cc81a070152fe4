import type { ContentRow, IncludeRequest } from '#application/ports/content-store.ts';
import { findEntity } from '#domain/content/entities.ts';
import {
  columnOf,
  type EntityDefinition,
  type RelationDefinition,
} from '#domain/content/entity-definition.ts';
import type { Condition } from '#domain/content/list-query.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type Db, pk, selectRows } from './content-select.ts';
import { translationTable } from './sql-conditions.ts';

/** What attaching one included relation to a page of rows reads. */
interface Including {
  db: Db;
  rows: ContentRow[];
  ids: unknown[];
  key: string;
  name: string;
  target: EntityDefinition;
  targetKey: string;
  lang: LocaleCode | null;
  /** The target's condition, narrowed by the include's own restriction. */
  where: (condition: Condition) => Condition;
}

type Relation<K extends RelationDefinition['kind']> = Extract<RelationDefinition, { kind: K }>;

/** Target rows by key, read only when there are keys to read. */
async function targetsByKey(including: Including, keys: unknown[]): Promise<Map<unknown, ContentRow>> {
  const { db, target, targetKey, lang } = including;
  const found = keys.length
    ? await selectRows(db, target, {
        where: including.where({ field: targetKey, operator: 'in', value: keys }),
        lang,
        select: null,
      })
    : [];
  return new Map(found.map((row) => [row[targetKey], row]));
}

async function attachBelongsTo(including: Including, relation: Relation<'belongsTo'>) {
  const { rows, name } = including;
  const keys = [...new Set(rows.map((row) => row[relation.field]).filter((value) => value != null))];
  const byKey = await targetsByKey(including, keys);
  for (const row of rows) row[name] = byKey.get(row[relation.field]) ?? null;
}

async function attachHasMany(including: Including, relation: Relation<'hasMany'>) {
  const { db, rows, ids, key, name, target, targetKey, lang } = including;
  const found = await selectRows(db, target, {
    where: including.where({ field: relation.foreignField, operator: 'in', value: ids }),
    lang,
    select: null,
    orderBy: [{ field: relation.orderBy ?? targetKey, direction: 'asc' }],
  });
  for (const row of rows) row[name] = found.filter((child) => child[relation.foreignField] === row[key]);
}

async function attachManyToMany(including: Including, relation: Relation<'manyToMany'>) {
  const { db, rows, ids, key, name } = including;
  const pairs: Record<string, unknown>[] = await db(relation.through).whereIn(relation.from, ids as number[]);
  const byKey = await targetsByKey(including, [...new Set(pairs.map((pair) => pair[relation.to]))]);
  for (const row of rows) {
    row[name] = pairs
      .filter((pair) => pair[relation.from] === row[key])
      .map((pair) => byKey.get(pair[relation.to]))
      .filter(Boolean);
  }
}

/** Every language's translated fields of each row, under `translations`. */
async function attachTranslations(db: Db, entity: EntityDefinition, rows: ContentRow[], ids: unknown[]) {
  const key = pk(entity);
  const translated = Object.entries(entity.fields).filter(([, field]) => field.translatable);
  const found = await db(translationTable(entity)).whereIn('entity_id', ids as number[]);
  for (const row of rows) {
    const byLanguage: Record<string, Record<string, unknown>> = {};
    for (const translation of found.filter((t) => t.entity_id === row[key])) {
      byLanguage[translation.language_code] = Object.fromEntries(
        translated.map(([field]) => [field, translation[columnOf(entity, field)] ?? null]),
      );
    }
    row.translations = byLanguage;
  }
}

/** Attaches the included relations to the rows, one query (or two for a join table) per relation. */
export async function attachIncluded(
  db: Db,
  entity: EntityDefinition,
  rows: ContentRow[],
  include: IncludeRequest[],
  lang: LocaleCode | null,
) {
  if (rows.length === 0) return;
  const key = pk(entity);
  const ids = rows.map((row) => row[key]);
  for (const { relation: name, restrict } of include) {
    if (name === 'translations') {
      await attachTranslations(db, entity, rows, ids);
      continue;
    }
    const relation = entity.relations[name]!;
    const target = findEntity(relation.entity)!;
    const including: Including = {
      db,
      rows,
      ids,
      key,
      name,
      target,
      targetKey: pk(target),
      lang,
      where: (extra) => (restrict ? { all: [extra, restrict] } : extra),
    };
    if (relation.kind === 'belongsTo') await attachBelongsTo(including, relation);
    else if (relation.kind === 'hasMany') await attachHasMany(including, relation);
    else await attachManyToMany(including, relation);
  }
}
