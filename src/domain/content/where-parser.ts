import type { Refusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isRecord } from '../shared/is-record.ts';
import { ok, type Result } from '../shared/result.ts';
import {
  type EntityDefinition,
  type FieldDefinition,
  fieldOf,
  type ValueProblem,
} from './entity-definition.ts';
import { checkFieldValue } from './field-value-check.ts';
import { type Condition, OPERATORS, type Operator, queryFault } from './list-query.ts';

const MAX_CONDITIONS = 50;
const MAX_DEPTH = 4;
const MAX_LIST = 500;

type Parsed<T> = Result<T, Refusal>;

const isOperator = (name: string): name is Operator => (OPERATORS as readonly string[]).includes(name);
const isTextField = (definition: FieldDefinition) =>
  definition.type === 'string' || definition.type === 'text';
const isComparison = (op: Operator) => op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte';

/** What is wrong with `where.<field>.<op>: value`, or null. */
function operandProblem(definition: FieldDefinition, op: Operator, value: unknown): ValueProblem | null {
  if (op === 'isNull') return typeof value === 'boolean' ? null : { key: m.notAFlag };
  if (op === 'in' || op === 'notIn') {
    if (!Array.isArray(value)) return { key: m.invalidValue };
    if (value.length > MAX_LIST) return { key: m.tooMany, values: { max: MAX_LIST } };
    return value.map((item) => checkFieldValue(definition, item)).find(Boolean) ?? null;
  }
  if (op === 'contains' || op === 'startsWith') {
    if (!isTextField(definition) || typeof value !== 'string') return { key: m.cannotFilter };
    return value.length <= 200 ? null : { key: m.textTooLong };
  }
  const problem = checkFieldValue(definition, value);
  if (!problem && isComparison(op) && definition.type === 'boolean') return { key: m.cannotFilter };
  return problem;
}

/** `field: value`, `field: null` or `field: {op: value, …}`. */
function parseFieldCondition(
  definition: EntityDefinition,
  field: string,
  spec: unknown,
): Parsed<Condition[]> {
  const fieldDefinition = fieldOf(definition, field);
  if (!fieldDefinition || fieldDefinition.hidden) return queryFault(`where.${field}`, m.unknownField);
  const operations: [string, unknown][] = isRecord(spec)
    ? Object.entries(spec)
    : [[spec === null ? 'isNull' : 'eq', spec === null ? true : spec]];
  if (operations.length === 0) return queryFault(`where.${field}`, m.invalidValue);
  const conditions: Condition[] = [];
  for (const [operator, value] of operations) {
    if (!isOperator(operator)) {
      return queryFault(`where.${field}.${operator}`, m.unknownName, { allowed: OPERATORS.join(', ') });
    }
    const problem = operandProblem(fieldDefinition, operator, value);
    if (problem) return queryFault(`where.${field}.${operator}`, problem.key, problem.values);
    conditions.push({ field, operator, value });
  }
  return ok(conditions);
}

function parseCondition(
  definition: EntityDefinition,
  value: unknown,
  depth: number,
  budget: { left: number },
): Parsed<Condition> {
  if (depth > MAX_DEPTH) return queryFault('where', 'tooDeep');
  if (!isRecord(value)) return queryFault('where', m.invalidValue);
  const all: Condition[] = [];
  for (const [key, spec] of Object.entries(value)) {
    budget.left -= 1;
    if (budget.left < 0) return queryFault('where', m.tooMany, { max: MAX_CONDITIONS });
    if (key === 'AND' || key === 'OR') {
      const parts = parseConditionList(definition, key, spec, depth, budget);
      if (!parts.ok) return parts;
      all.push(key === 'AND' ? { all: parts.value } : { any: parts.value });
      continue;
    }
    const parsed = parseFieldCondition(definition, key, spec);
    if (!parsed.ok) return parsed;
    all.push(...parsed.value);
  }
  return ok(all.length === 1 ? all[0]! : { all });
}

/** The conditions under `AND` or `OR`. */
function parseConditionList(
  definition: EntityDefinition,
  key: string,
  spec: unknown,
  depth: number,
  budget: { left: number },
): Parsed<Condition[]> {
  if (!Array.isArray(spec) || spec.length === 0) return queryFault(`where.${key}`, m.invalidValue);
  const parts: Condition[] = [];
  for (const part of spec) {
    const parsed = parseCondition(definition, part, depth + 1, budget);
    if (!parsed.ok) return parsed;
    parts.push(parsed.value);
  }
  return ok(parts);
}

/** The `where` filter (spec §7): field names of the entity, operators of OPERATORS, values of the field's type. */
export function parseWhere(definition: EntityDefinition, value: unknown): Parsed<Condition | null> {
  if (value === undefined) return ok(null);
  return parseCondition(definition, value, 1, { left: MAX_CONDITIONS });
}
