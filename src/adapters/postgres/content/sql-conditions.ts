import type { Knex } from 'knex';
import { columnOf, type EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Condition } from '#domain/content/list-query.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';

/** An SQL expression with `??` identifiers and `?` values, built only from definition names. */
export interface Expression {
  sql: string;
  bindings: Knex.Value[];
}

export const BASE = 'base';
export const TRANSLATION = 'tr';

export const translationTable = (entity: EntityDefinition) => `${entity.table}_translations`;

export function hasTranslations(entity: EntityDefinition): boolean {
  return Object.values(entity.fields).some((field) => field.translatable);
}

/** A field's value: the language's translation when asked for one and present, else the stored text. */
export function fieldExpression(
  entity: EntityDefinition,
  field: string,
  lang: LocaleCode | null,
): Expression {
  const column = columnOf(entity, field);
  if (lang && entity.fields[field]?.translatable) {
    return { sql: 'coalesce(??, ??)', bindings: [`${TRANSLATION}.${column}`, `${BASE}.${column}`] };
  }
  return { sql: '??', bindings: [`${BASE}.${column}`] };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const COMPARISONS = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** Adds a parsed condition to a query; values always travel as bindings. */
export function applyCondition(
  query: Knex.QueryBuilder,
  entity: EntityDefinition,
  condition: Condition,
  lang: LocaleCode | null,
): void {
  if ('all' in condition) {
    query.where((group) => {
      for (const part of condition.all) group.andWhere((inner) => applyCondition(inner, entity, part, lang));
    });
    return;
  }
  if ('any' in condition) {
    query.where((group) => {
      for (const part of condition.any) group.orWhere((inner) => applyCondition(inner, entity, part, lang));
    });
    return;
  }
  const { sql, bindings } = fieldExpression(entity, condition.field, lang);
  const { operator } = condition;
  const value = condition.value as Knex.Value;
  switch (operator) {
    case 'eq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      query.whereRaw(`${sql} ${COMPARISONS[operator]} ?`, [...bindings, value]);
      return;
    case 'ne':
      query.whereRaw(`${sql} is distinct from ?`, [...bindings, value]);
      return;
    case 'in':
    case 'notIn': {
      const values = condition.value as Knex.Value[];
      if (values.length === 0) {
        if (operator === 'in') query.whereRaw('false');
        return;
      }
      const list = values.map(() => '?').join(', ');
      query.whereRaw(`${sql} ${operator === 'in' ? 'in' : 'not in'} (${list})`, [...bindings, ...values]);
      return;
    }
    case 'contains':
      query.whereRaw(`${sql} ilike ? escape '\\'`, [...bindings, `%${escapeLike(value as string)}%`]);
      return;
    case 'startsWith':
      query.whereRaw(`${sql} ilike ? escape '\\'`, [...bindings, `${escapeLike(value as string)}%`]);
      return;
    case 'isNull':
      query.whereRaw(`${sql} is ${value ? '' : 'not '}null`, bindings);
      return;
  }
}

/** The field a constraint names in its detail (`Key (page_id)=(9) …`), as the API names it (`pageId`). */
function constrainedField(error: unknown): string {
  const detail = String((error as { detail?: unknown })?.detail ?? '');
  const column = /Key \(([a-z_]+)[,)]/.exec(detail)?.[1] ?? '';
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** PostgreSQL's complaints about a write, turned into what the client did wrong. */
export function constraintProblem(error: unknown): Refusal | undefined {
  const code = (error as { code?: unknown })?.code;
  if (code === '23505') return fieldRefusal('conflict', constrainedField(error), 'conflict');
  if (code === '23503') return fieldRefusal('invalidForm', constrainedField(error), m.unknownReference);
  if (code === '23502') return fieldRefusal('invalidForm', '', m.fieldRequired);
  if (typeof code === 'string' && code.startsWith('22'))
    return fieldRefusal('invalidForm', '', m.invalidValue);
  return undefined;
}
