import type { Refusal } from '../errors/refusal.ts';
import type { Condition } from './list-query.ts';

type Row = Record<string, unknown>;

/**
 * A rule about several rows that a write must not break (e.g. "some active admin remains"). The store
 * checks it inside the write's own transaction, after the write, and undoes the write when it fails;
 * writes with the same `lock` run one at a time, so two concurrent writes cannot break it together.
 */
export interface WriteRule {
  lock: string;
  /** The rows to read after the write, with these fields. */
  where: Condition;
  select: string[];
  /**
   * What is wrong, from the written row as it was before the write (undefined when there is none) and the
   * rows read after it; null when the rule holds.
   */
  check(before: Row | undefined, after: Row[]): Refusal | null;
}
