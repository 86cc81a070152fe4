import type { ContentWrite } from '#domain/content/content-write.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import type { Condition, OrderBy } from '#domain/content/list-query.ts';
import type { MovePlan, TreeRow } from '#domain/content/tree.ts';
import type { WriteRule } from '#domain/content/write-rule.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';

export type ContentRow = Record<string, unknown>;
export type ContentId = number | string;

/** A relation to include, with the condition its rows must meet for this caller (published only, or none). */
export interface IncludeRequest {
  relation: string;
  restrict: Condition | null;
}

export interface ReadOptions {
  select: string[] | null;
  lang: LocaleCode | null;
  include: IncludeRequest[];
  where: Condition | null;
}

export interface ListRequest extends ReadOptions {
  orderBy: OrderBy[];
  take: number;
  page: number;
}

/**
 * Generic storage of the content entities. Every name it receives comes from an EntityDefinition or was
 * checked against one, so the adapter never turns client text into SQL. Constraint violations (duplicate
 * slug, missing referenced row) come back as errors, not exceptions.
 */
export interface ContentStore {
  list(entity: EntityDefinition, request: ListRequest): Promise<{ rows: ContentRow[]; total: number }>;
  get(entity: EntityDefinition, id: ContentId, options: ReadOptions): Promise<ContentRow | undefined>;
  create(entity: EntityDefinition, write: ContentWrite): Promise<Result<ContentRow, Refusal>>;
  /** Resolves to undefined when no row has this id. A `rule` the write breaks undoes it and is the error. */
  update(
    entity: EntityDefinition,
    id: ContentId,
    write: ContentWrite,
    rule?: WriteRule,
  ): Promise<Result<ContentRow | undefined, Refusal>>;
  remove(entity: EntityDefinition, id: ContentId, rule?: WriteRule): Promise<Result<boolean, Refusal>>;
  /**
   * A node and the nodes below it (`down`) or above it (`up`), each with its distance from the node, at most
   * `maxDepth` levels away; undefined when the node does not exist or fails `where`.
   */
  branch(
    entity: EntityDefinition,
    id: number,
    options: { direction: 'down' | 'up'; maxDepth: number; where: Condition | null; lang: LocaleCode | null },
  ): Promise<TreeRow[] | undefined>;
  /** Moves a node in one transaction; `plan` decides the new parent and sibling order from the locked rows. */
  move(
    entity: EntityDefinition,
    input: { source: number; target: number | null },
    plan: (state: { sourceBranch: Set<number>; targetChildren: number[] }) => Result<MovePlan, Refusal>,
  ): Promise<Result<void, Refusal>>;
}
