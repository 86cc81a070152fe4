import type { Knex } from 'knex';
import type {
  ContentId,
  ContentRow,
  ContentStore,
  ListRequest,
  ReadOptions,
} from '#application/ports/content-store.ts';
import type { ContentWrite } from '#domain/content/content-write.ts';
import { columnOf, type EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Condition } from '#domain/content/list-query.ts';
import type { TreeRow } from '#domain/content/tree.ts';
import type { WriteRule } from '#domain/content/write-rule.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { attachIncluded } from './content-relations.ts';
import { type Db, neededFields, pk, scoped, selectRows } from './content-select.ts';
import { type BranchOptions, branchRows, moveInTree, type PlanMove } from './content-tree-queries.ts';
import { columnValues, nextPosition, writeDetails } from './content-writes.ts';
import { constraintProblem } from './sql-conditions.ts';

/** Thrown inside a write's transaction to roll it back when the write broke its rule. */
class BrokenRule extends Error {
  readonly problem: Refusal;

  constructor(problem: Refusal) {
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

  async list(entity: EntityDefinition, request: ListRequest): Promise<{ rows: ContentRow[]; total: number }> {
    const counted = await scoped(this.#knex, entity, request).count({ count: '*' }).first();
    const rows = await selectRows(this.#knex, entity, {
      ...request,
      select: neededFields(entity, request.select, request.include),
      limit: request.take,
      offset: (request.page - 1) * request.take,
    });
    await attachIncluded(this.#knex, entity, rows, request.include, request.lang);
    return { rows, total: Number(counted?.count ?? 0) };
  }

  async get(entity: EntityDefinition, id: ContentId, options: ReadOptions, db: Db = this.#knex) {
    const byId: Condition = { field: pk(entity), operator: 'eq', value: id };
    const [row] = await selectRows(db, entity, {
      where: options.where ? { all: [byId, options.where] } : byId,
      lang: options.lang,
      select: neededFields(entity, options.select, options.include),
    });
    if (!row) return undefined;
    await attachIncluded(db, entity, [row], options.include, options.lang);
    return row;
  }

  async #guard<T>(work: () => Promise<T>): Promise<Result<T, Refusal>> {
    try {
      return ok(await work());
    } catch (error) {
      const problem = constraintProblem(error);
      if (!problem) throw error;
      return err(problem);
    }
  }

  async create(entity: EntityDefinition, write: ContentWrite): Promise<Result<ContentRow, Refusal>> {
    return this.#guard(() =>
      this.#knex.transaction(async (trx) => {
        const values = columnValues(entity, write.values);
        if (entity.tree) {
          values.position = await nextPosition(
            trx,
            entity,
            (write.values.parentId as number | null | undefined) ?? null,
          );
        }
        const [inserted] = await trx(entity.table)
          .insert(values)
          .returning(columnOf(entity, pk(entity)));
        const id = (inserted as Record<string, ContentId>)[columnOf(entity, pk(entity))]!;
        await writeDetails(trx, entity, id, write);
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
  ): Promise<Result<T, Refusal>> {
    try {
      return await this.#guard(() =>
        this.#knex.transaction(async (trx) => {
          if (!rule) return work(trx);
          await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [rule.lock]);
          const options = { select: rule.select, lang: null, include: [], where: null };
          const before = await this.get(entity, id, options, trx);
          const result = await work(trx);
          const after = await selectRows(trx, entity, {
            where: rule.where,
            lang: null,
            select: rule.select,
          });
          const problem = rule.check(before, after);
          if (problem) throw new BrokenRule(problem);
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
      const values = columnValues(entity, write.values);
      if ('updatedAt' in entity.fields) values.updated_at = trx.fn.now();
      const changed = await trx(entity.table).where(keyColumn, id).update(values);
      if (changed === 0) return undefined;
      await writeDetails(trx, entity, id, write);
      return this.get(entity, id, { select: null, lang: null, include: [], where: null }, trx);
    });
  }

  async remove(entity: EntityDefinition, id: ContentId, rule?: WriteRule): Promise<Result<boolean, Refusal>> {
    return this.#write(entity, id, rule, async (trx) => {
      const removed = await trx(entity.table)
        .where(columnOf(entity, pk(entity)), id)
        .delete();
      return removed > 0;
    });
  }

  branch(entity: EntityDefinition, id: number, options: BranchOptions): Promise<TreeRow[] | undefined> {
    return branchRows(this.#knex, entity, id, options);
  }

  move(
    entity: EntityDefinition,
    input: { source: number; target: number | null },
    plan: PlanMove,
  ): Promise<Result<void, Refusal>> {
    return moveInTree(this.#knex, entity, input, plan);
  }
}
