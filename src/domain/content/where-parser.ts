import { type ApiRefusal, invalidQuery } from '../errors/api-refusal.ts';
import { isRecord } from '../shared/is-record.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { type EntityDefinition, type FieldDefinition, fieldOf } from './entity-definition.ts';
import { checkFieldValue } from './field-value-check.ts';
import { type Condition, OPERATORS, type Operator } from './list-query.ts';

const MAX_CONDITIONS = 50;
const MAX_DEPTH = 4;
const MAX_LIST = 500;

type Parsed<T> = Result<T, ApiRefusal>;

const isOperator = (name: string): name is Operator => (OPERATORS as readonly string[]).includes(name);
const isTextField = (definition: FieldDefinition) =>
  definition.type === 'string' || definition.type === 'text';
const isComparison = (op: Operator) => op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte';

/** What is wrong with `where.<field>.<op>: value`, or null. */
function operandProblem(field: string, definition: FieldDefinition, op: Operator, value: unknown) {
  if (op === 'isNull') {
    return typeof value === 'boolean' ? null : `where.${field}.isNull must be true or false`;
  }
  if (op === 'in' || op === 'notIn') {
    if (!Array.isArray(value) || value.length > MAX_LIST) {
      return `where.${field}.${op} must be a list of at most ${MAX_LIST} values`;
    }
    return value.map((item) => checkFieldValue(field, definition, item)).find(Boolean) ?? null;
  }
  if (op === 'contains' || op === 'startsWith') {
    if (!isTextField(definition) || typeof value !== 'string') {
      return `where.${field}.${op} needs a text field and a string`;
    }
    return value.length <= 200 ? null : `where.${field}.${op} is too long`;
  }
  const problem = checkFieldValue(field, definition, value);
  if (!problem && isComparison(op) && definition.type === 'boolean') {
    return `where.${field}.${op} does not apply to true or false`;
  }
  return problem;
}

/** `field: value`, `field: null` or `field: {op: value, …}`. */
function parseFieldCondition(
  definition: EntityDefinition,
  field: string,
  spec: unknown,
): Parsed<Condition[]> {
  const fieldDefinition = fieldOf(definition, field);
  if (!fieldDefinition || fieldDefinition.hidden) return err(invalidQuery(`where: unknown field '${field}'`));
  const operations: [string, unknown][] = isRecord(spec)
    ? Object.entries(spec)
    : [[spec === null ? 'isNull' : 'eq', spec === null ? true : spec]];
  if (operations.length === 0) return err(invalidQuery(`where.${field} names no operator`));
  const conditions: Condition[] = [];
  for (const [operator, value] of operations) {
    if (!isOperator(operator)) {
      return err(
        invalidQuery(`where.${field}: unknown operator '${operator}'`, [
          `operators: ${OPERATORS.join(', ')}`,
        ]),
      );
    }
    const problem = operandProblem(field, fieldDefinition, operator, value);
    if (problem) return err(invalidQuery(problem.startsWith('where') ? problem : `where: ${problem}`));
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
  if (depth > MAX_DEPTH) return err(invalidQuery(`where is nested more than ${MAX_DEPTH} levels`));
  if (!isRecord(value)) return err(invalidQuery('where must be a JSON object'));
  const all: Condition[] = [];
  for (const [key, spec] of Object.entries(value)) {
    budget.left -= 1;
    if (budget.left < 0) return err(invalidQuery(`where has more than ${MAX_CONDITIONS} conditions`));
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
  if (!Array.isArray(spec) || spec.length === 0)
    return err(invalidQuery(`where.${key} must be a non-empty list`));
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
