import { fieldRefusal } from '../errors/refusal.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { err } from '../shared/result.ts';

/** A content list request as the API understands it (spec §7), once parsed (`list-query-parser.ts`). */

export const OPERATORS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'notIn',
  'contains',
  'startsWith',
  'isNull',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** A parsed filter: only field names of the entity and values of the field's type. */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { field: string; operator: Operator; value: unknown };

export interface OrderBy {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  /** Fields to return; null means every visible field. */
  select: string[] | null;
  take: number;
  page: number;
  where: Condition | null;
  orderBy: OrderBy[];
  lang: LocaleCode | null;
  include: string[];
}

export const MAX_TAKE = 100;
export const DEFAULT_TAKE = 20;

/** A query parameter at fault: the request's fields, answered as a body's are (`invalidForm`, decision 0052). */
export const queryFault = (path: string, key: string, values?: Record<string, string | number>) =>
  err(fieldRefusal('invalidForm', path, key, values));
