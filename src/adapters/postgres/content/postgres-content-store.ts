import type { Knex } from 'knex';
import { requestErrorOf } from '#application/errors/refusal-wording.ts';
import { type RequestError, requestError } from '#application/errors/request-error.ts';
import type {
  ContentId,
  ContentRow,
  ContentStore,
  IncludeRequest,
  ListRequest,
  ReadOptions,
} from '#application/ports/content-store.ts';
import type { ContentWrite } from '#domain/content/content-write.ts';
import { findEntity } from '#domain/content/entities.ts';
import { columnOf, type EntityDefinition, visibleFields } from '#domain/content/entity-definition.ts';
import type { Condition, OrderBy } from '#domain/content/list-query.ts';
import type { MovePlan, TreeRow } from '#domain/content/tree.ts';
import type { WriteRule } from '#domain/content/write-rule.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  applyCondition,
  BASE,
  constraintProblem,
  fieldExpression,
  hasTranslations,
  TRANSLATION,
  translationTable,
} from './sql-conditions.ts';

type Db = Knex | Knex.Transaction;

interface SelectSpec {
  where: Condition | null;
  lang: LocaleCode | null;
  select: string[] | null;
  orderBy?: OrderBy[];
  limit?: number;
  offset?: number;
}

const pk = (entity: EntityDefinition) => entity.primaryKey.field;

/** Thrown inside a write's transaction to roll it back when the write broke its rule. */
class BrokenRule extends Error {
  readonly problem: RequestError;

  constructor(problem: RequestError) {
    super(problem.message);
    this.problem = problem;
  }
}

/** The content API's storage on PostgreSQL (or PGlite): one generic implementation driven by definitions. */
export class PostgresContentStore implements ContentStore {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  #scoped(db: Db, entity: EntityDefinition, spec: Pick<SelectSpec, 'where' | 'lang'>): Knex.QueryBuilder {
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

  #columns(db: Db, entity: EntityDefinition, fields: string[], lang: LocaleCode | null) {
    return fields.map((field) => {
      const { sql, bindings } = fieldExpression(entity, field, lang);
      return db.raw(`${sql} as ??`, [...bindings, field]);
    });
  }

  async #select(db: Db, entity: EntityDefinition, spec: SelectSpec): Promise<ContentRow[]> {
    const fields = spec.select ?? visibleFields(entity);
    const query = this.#scoped(db, entity, spec).select(this.#columns(db, entity, fields, spec.lang));
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
  #neededFields(
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

  async #attach(
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
        continue;
      }
      const relation = entity.relations[name]!;
      const target = findEntity(relation.entity)!;
      const targetKey = pk(target);
      const where = (extra: Condition): Condition => (restrict ? { all: [extra, restrict] } : extra);
      if (relation.kind === 'belongsTo') {
        const keys = [...new Set(rows.map((row) => row[relation.field]).filter((value) => value != null))];
        const found = keys.length
          ? await this.#select(db, target, {
              where: where({ field: targetKey, operator: 'in', value: keys }),
              lang,
              select: null,
            })
          : [];
        const byKey = new Map(found.map((row) => [row[targetKey], row]));
        for (const row of rows) row[name] = byKey.get(row[relation.field]) ?? null;
      } else if (relation.kind === 'hasMany') {
        const found = await this.#select(db, target, {
          where: where({ field: relation.foreignField, operator: 'in', value: ids }),
          lang,
          select: null,
          orderBy: [{ field: relation.orderBy ?? targetKey, direction: 'asc' }],
        });
        for (const row of rows)
          row[name] = found.filter((child) => child[relation.foreignField] === row[key]);
      } else {
        const pairs: Record<string, unknown>[] = await db(relation.through).whereIn(
          relation.from,
          ids as number[],
        );
        const targetIds = [...new Set(pairs.map((pair) => pair[relation.to]))];
        const found = targetIds.length
          ? await this.#select(db, target, {
              where: where({ field: targetKey, operator: 'in', value: targetIds }),
              lang,
              select: null,
            })
          : [];
        const byKey = new Map(found.map((row) => [row[targetKey], row]));
        for (const row of rows) {
          row[name] = pairs
            .filter((pair) => pair[relation.from] === row[key])
            .map((pair) => byKey.get(pair[relation.to]))
            .filter(Boolean);
        }
      }
    }
  }

  async list(entity: EntityDefinition, request: ListRequest): Promise<{ rows: ContentRow[]; total: number }> {
    const counted = await this.#scoped(this.#knex, entity, request).count({ count: '*' }).first();
    const rows = await this.#select(this.#knex, entity, {
      ...request,
      select: this.#neededFields(entity, request.select, request.include),
      limit: request.take,
      offset: (request.page - 1) * request.take,
    });
    await this.#attach(this.#knex, entity, rows, request.include, request.lang);
    return { rows, total: Number(counted?.count ?? 0) };
  }

  async get(entity: EntityDefinition, id: ContentId, options: ReadOptions, db: Db = this.#knex) {
    const byId: Condition = { field: pk(entity), operator: 'eq', value: id };
    const [row] = await this.#select(db, entity, {
      where: options.where ? { all: [byId, options.where] } : byId,
      lang: options.lang,
      select: this.#neededFields(entity, options.select, options.include),
    });
    if (!row) return undefined;
    await this.#attach(db, entity, [row], options.include, options.lang);
    return row;
  }

  #columnValues(entity: EntityDefinition, values: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(values).map(([field, value]) => [
        columnOf(entity, field),
        entity.fields[field]?.type === 'json' && value !== null ? JSON.stringify(value) : value,
      ]),
    );
  }

  async #writeDetails(trx: Knex.Transaction, entity: EntityDefinition, id: ContentId, write: ContentWrite) {
    for (const [language, fields] of Object.entries(write.translations)) {
      const columns = this.#columnValues(entity, fields);
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

  async #guard<T>(entity: EntityDefinition, work: () => Promise<T>): Promise<Result<T, RequestError>> {
    try {
      return ok(await work());
    } catch (error) {
      const problem = constraintProblem(error);
      if (!problem) throw error;
      return err(requestError(problem.code, `${entity.name}: ${problem.message}`));
    }
  }

  async create(entity: EntityDefinition, write: ContentWrite): Promise<Result<ContentRow, RequestError>> {
    return this.#guard(entity, () =>
      this.#knex.transaction(async (trx) => {
        const values = this.#columnValues(entity, write.values);
        if (entity.tree) {
          const parent = (write.values.parentId as number | null | undefined) ?? null;
          const siblings = trx(entity.table).max({ last: 'position' });
          if (parent === null) siblings.whereNull('parent_id');
          else siblings.where('parent_id', parent);
          const last = (await siblings.first())?.last;
          values.position = last === null || last === undefined ? 0 : Number(last) + 1;
        }
        const [inserted] = await trx(entity.table)
          .insert(values)
          .returning(columnOf(entity, pk(entity)));
        const id = (inserted as Record<string, ContentId>)[columnOf(entity, pk(entity))]!;
        await this.#writeDetails(trx, entity, id, write);
        return (await this.get(entity, id, { select: null, lang: null, include: [], where: null }, trx))!;
      }),
    );
  }

  /**
   * Runs a write in a transaction; with a rule, under the rule's lock, reading the written row before and
   * the rule's rows after it, and rolling back when the rule no longer holds.
   */
  async #write<T>(
    entity: EntityDefinition,
    id: ContentId,
    rule: WriteRule | undefined,
    work: (trx: Knex.Transaction) => Promise<T>,
  ): Promise<Result<T, RequestError>> {
    try {
      return await this.#guard(entity, () =>
        this.#knex.transaction(async (trx) => {
          if (!rule) return work(trx);
          await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [rule.lock]);
          const options = { select: rule.select, lang: null, include: [], where: null };
          const before = await this.get(entity, id, options, trx);
          const result = await work(trx);
          const after = await this.#select(trx, entity, {
            where: rule.where,
            lang: null,
            select: rule.select,
          });
          const problem = rule.check(before, after);
          if (problem) throw new BrokenRule(requestErrorOf(problem));
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof BrokenRule) return err(error.problem);
      throw error;
    }
  }

  async update(entity: EntityDefinition, id: ContentId, write: ContentWrite, rule?: WriteRule) {
    return this.#write(entity, id, rule, async (trx) => {
      const keyColumn = columnOf(entity, pk(entity));
      const values = this.#columnValues(entity, write.values);
      if ('updatedAt' in entity.fields) values.updated_at = trx.fn.now();
      const changed = await trx(entity.table).where(keyColumn, id).update(values);
      if (changed === 0) return undefined;
      await this.#writeDetails(trx, entity, id, write);
      return this.get(entity, id, { select: null, lang: null, include: [], where: null }, trx);
    });
  }

  async remove(
    entity: EntityDefinition,
    id: ContentId,
    rule?: WriteRule,
  ): Promise<Result<boolean, RequestError>> {
    return this.#write(entity, id, rule, async (trx) => {
      const removed = await trx(entity.table)
        .where(columnOf(entity, pk(entity)), id)
        .delete();
      return removed > 0;
    });
  }

  async branch(
    entity: EntityDefinition,
    id: number,
    options: { direction: 'down' | 'up'; maxDepth: number; where: Condition | null; lang: LocaleCode | null },
  ): Promise<TreeRow[] | undefined> {
    const knex = this.#knex;
    const restrict = (query: Knex.QueryBuilder) => {
      if (options.where) applyCondition(query, entity, options.where, null);
    };
    const rows = await this.#scoped(knex, entity, { where: null, lang: options.lang })
      .withRecursive('walk', ['id', 'parent_id', 'depth'], (anchor) => {
        anchor
          .select(`${BASE}.id`, `${BASE}.parent_id`, knex.raw('0'))
          .from({ [BASE]: entity.table })
          .where(`${BASE}.id`, id);
        restrict(anchor);
        anchor.unionAll((step) => {
          step
            .select(`${BASE}.id`, `${BASE}.parent_id`, knex.raw('walk.depth + 1'))
            .from({ [BASE]: entity.table })
            .join(
              'walk',
              options.direction === 'down' ? `${BASE}.parent_id` : `${BASE}.id`,
              options.direction === 'down' ? 'walk.id' : 'walk.parent_id',
            )
            .where('walk.depth', '<', options.maxDepth);
          restrict(step);
        });
      })
      .join('walk', 'walk.id', `${BASE}.id`)
      .select([
        ...this.#columns(knex, entity, visibleFields(entity), options.lang),
        knex.raw('walk.depth as depth'),
      ])
      .orderBy([{ column: 'walk.depth' }, { column: `${BASE}.position` }, { column: `${BASE}.id` }]);
    if (rows.length === 0) return undefined;
    return rows.map((row: Record<string, unknown>) => ({ ...row, depth: Number(row.depth) }) as TreeRow);
  }

  async move(
    entity: EntityDefinition,
    input: { source: number; target: number | null },
    plan: (state: { sourceBranch: Set<number>; targetChildren: number[] }) => Result<MovePlan, RequestError>,
  ): Promise<Result<void, RequestError>> {
    return this.#knex.transaction(async (trx) => {
      // Moves of one tree run one at a time, so two crossing moves cannot build a cycle together.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tree:${entity.table}`]);
      const wanted = input.target === null ? [input.source] : [input.source, input.target];
      const present = await trx(entity.table).whereIn('id', wanted).pluck('id');
      for (const id of wanted) {
        if (!present.includes(id)) return err(requestError('notFound', `${entity.name} ${id} not found`));
      }
      const branch: { id: number }[] = (
        await trx.raw(
          `with recursive walk(id) as (select id from ?? where id = ? union all
           select child.id from ?? child join walk on child.parent_id = walk.id) select id from walk`,
          [entity.table, input.source, entity.table],
        )
      ).rows;
      const children = trx(entity.table).select('id').orderBy(['position', 'id']);
      if (input.target === null) children.whereNull('parent_id');
      else children.where('parent_id', input.target);
      const decided = plan({
        sourceBranch: new Set(branch.map((row) => Number(row.id))),
        targetChildren: (await children).map((row: { id: number }) => row.id),
      });
      if (!decided.ok) return decided;
      await trx(entity.table).where('id', input.source).update({ parent_id: decided.value.parentId });
      for (const [position, id] of decided.value.order.entries()) {
        await trx(entity.table).where('id', id).update({ position });
      }
      return ok(undefined);
    });
  }
}
