import type { Knex } from 'knex';
import { type EntityDefinition, visibleFields } from '#domain/content/entity-definition.ts';
import type { Condition } from '#domain/content/list-query.ts';
import type { MovePlan, TreeRow } from '#domain/content/tree.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { fieldColumns, scoped } from './content-select.ts';
import { applyCondition, BASE } from './sql-conditions.ts';

export interface BranchOptions {
  direction: 'down' | 'up';
  maxDepth: number;
  where: Condition | null;
  lang: LocaleCode | null;
}

/** A node and its descendants (down) or ancestors (up) to a depth, each with its depth, in tree order. */
export async function branchRows(
  knex: Knex,
  entity: EntityDefinition,
  id: number,
  options: BranchOptions,
): Promise<TreeRow[] | undefined> {
  const restrict = (query: Knex.QueryBuilder) => {
    if (options.where) applyCondition(query, entity, options.where, null);
  };
  const rows = await scoped(knex, entity, { where: null, lang: options.lang })
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
      ...fieldColumns(knex, entity, visibleFields(entity), options.lang),
      knex.raw('walk.depth as depth'),
    ])
    .orderBy([{ column: 'walk.depth' }, { column: `${BASE}.position` }, { column: `${BASE}.id` }]);
  if (rows.length === 0) return undefined;
  return rows.map((row: Record<string, unknown>) => ({ ...row, depth: Number(row.depth) }) as TreeRow);
}

export type PlanMove = (state: {
  sourceBranch: Set<number>;
  targetChildren: number[];
}) => Result<MovePlan, Refusal>;

/** Moves a node under a new parent (or to the top) as the plan decides from the tree's present state. */
export function moveInTree(
  knex: Knex,
  entity: EntityDefinition,
  input: { source: number; target: number | null },
  plan: PlanMove,
): Promise<Result<void, Refusal>> {
  return knex.transaction(async (trx) => {
    // Moves of one tree run one at a time, so two crossing moves cannot build a cycle together.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tree:${entity.table}`]);
    const wanted = input.target === null ? [input.source] : [input.source, input.target];
    const present = await trx(entity.table).whereIn('id', wanted).pluck('id');
    for (const id of wanted) {
      if (!present.includes(id)) return err({ code: 'notFound' });
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
