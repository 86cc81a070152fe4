import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EntityDefinition, visibleFields } from '#domain/content/entity-definition.ts';
import { checkFieldValue } from '#domain/content/field-value-check.ts';
import { OPERATORS } from '#domain/content/list-query.ts';
import { parseWhere as parseWhereRule } from '#domain/content/where-parser.ts';
import { wordedRule } from '../../../support/worded-rules.ts';
import { entity, query, refusal, STRANGE_NAMES } from './list-query-fixtures.ts';

const parseWhere = wordedRule(parseWhereRule);

const posts = entity('posts');
const users = entity('users');
const destinations = entity('destinations');

const whereOf = (definition: EntityDefinition, where: unknown) => parseWhere(definition, where);
const whereProblem = (definition: EntityDefinition, where: unknown) => {
  const result = parseWhere(definition, where);
  return result.ok ? null : result.error.message;
};

describe('where', () => {
  it('reads a bare value as eq and null as isNull', () => {
    expect(whereOf(posts, { title: 'Santorini' })).toEqual({
      ok: true,
      value: { field: 'title', operator: 'eq', value: 'Santorini' },
    });
    expect(whereOf(posts, { publishedAt: null })).toEqual({
      ok: true,
      value: { field: 'publishedAt', operator: 'isNull', value: true },
    });
  });

  it('is absent when not given, and parsed from JSON in the query string', () => {
    expect(parseWhere(posts, undefined)).toEqual({ ok: true, value: null });
    expect(query(posts, { where: '{"active":true}' }).where).toEqual({
      field: 'active',
      operator: 'eq',
      value: true,
    });
    expect(refusal(posts, { where: '{active:true}' }).message).toBe('where is not valid JSON');
  });

  it('combines several fields and several operators on one field with all', () => {
    expect(whereOf(posts, { id: { gte: 1, lt: 10 }, active: true })).toEqual({
      ok: true,
      value: {
        all: [
          { field: 'id', operator: 'gte', value: 1 },
          { field: 'id', operator: 'lt', value: 10 },
          { field: 'active', operator: 'eq', value: true },
        ],
      },
    });
  });

  it('supports AND and OR lists of conditions', () => {
    expect(
      whereOf(posts, { OR: [{ title: { contains: 'ferry' } }, { AND: [{ id: 1 }, { active: false }] }] }),
    ).toEqual({
      ok: true,
      value: {
        any: [
          { field: 'title', operator: 'contains', value: 'ferry' },
          {
            all: [
              { field: 'id', operator: 'eq', value: 1 },
              { field: 'active', operator: 'eq', value: false },
            ],
          },
        ],
      },
    });
  });

  it('refuses fields that are unknown, hidden or inherited from Object', () => {
    for (const name of STRANGE_NAMES) {
      expect(whereProblem(users, JSON.parse(`{${JSON.stringify(name)}: 1}`)), name).toBe(
        `where: unknown field '${name}'`,
      );
    }
  });

  it('refuses unknown operators, listing the operators', () => {
    const result = whereOf(posts, { title: { like: '%x%' } });
    expect(!result.ok && result.error).toEqual({
      code: 'invalidRequest',
      message: "where.title: unknown operator 'like'",
      details: [`operators: ${OPERATORS.join(', ')}`],
    });
    expect(whereProblem(posts, { title: JSON.parse('{"__proto__":"x"}') })).toBe(
      "where.title: unknown operator '__proto__'",
    );
    expect(whereProblem(posts, { title: {} })).toBe('where.title names no operator');
  });

  it('checks each value against the type of its field', () => {
    expect(whereProblem(posts, { id: '1' })).toBe('where: id must be a whole number');
    expect(whereProblem(posts, { id: 1.5 })).toBe('where: id must be a whole number');
    expect(whereProblem(posts, { active: 'true' })).toBe('where: active must be true or false');
    expect(whereProblem(posts, { mainImageId: 'abc' })).toBe('where: mainImageId must be a UUID');
    expect(whereProblem(posts, { publishedAt: 'yesterday' })).toBe(
      'where: publishedAt must be an ISO 8601 date-time',
    );
    expect(whereProblem(posts, { title: 5 })).toBe('where: title must be a string');
    expect(whereProblem(destinations, { faq: { eq: [] } })).toBe('where: faq can only be tested with isNull');
    expect(whereOf(destinations, { faq: { isNull: false } }).ok).toBe(true);
  });

  it('does not order booleans', () => {
    expect(whereProblem(posts, { active: { gt: false } })).toBe(
      'where.active.gt does not apply to true or false',
    );
    expect(whereOf(posts, { active: { ne: false } }).ok).toBe(true);
  });

  it('requires isNull to be true or false', () => {
    expect(whereProblem(posts, { title: { isNull: 'yes' } })).toBe(
      'where.title.isNull must be true or false',
    );
  });

  it('requires in and notIn to be lists of at most 500 values of the field type', () => {
    expect(whereOf(posts, { id: { in: [1, 2, 3] } }).ok).toBe(true);
    expect(whereOf(posts, { id: { notIn: [] } }).ok).toBe(true);
    expect(whereProblem(posts, { id: { in: 1 } })).toBe('where.id.in must be a list of at most 500 values');
    expect(whereProblem(posts, { id: { notIn: Array.from({ length: 501 }, (_, i) => i) } })).toBe(
      'where.id.notIn must be a list of at most 500 values',
    );
    expect(whereProblem(posts, { id: { in: [1, 'two'] } })).toBe('where: id must be a whole number');
  });

  it('allows contains and startsWith on text fields only, with at most 200 characters', () => {
    expect(whereOf(posts, { content: { startsWith: 'Ferry' } }).ok).toBe(true);
    expect(whereProblem(posts, { id: { contains: '1' } })).toBe(
      'where.id.contains needs a text field and a string',
    );
    expect(whereProblem(posts, { title: { startsWith: 1 } })).toBe(
      'where.title.startsWith needs a text field and a string',
    );
    expect(whereOf(posts, { title: { contains: 'x'.repeat(200) } }).ok).toBe(true);
    expect(whereProblem(posts, { title: { contains: 'x'.repeat(201) } })).toBe(
      'where.title.contains is too long',
    );
  });

  it('refuses shapes that are not objects and empty or malformed AND/OR', () => {
    for (const where of [[], 'title', 1, null]) {
      expect(whereProblem(posts, where)).toBe('where must be a JSON object');
    }
    expect(whereProblem(posts, { AND: [] })).toBe('where.AND must be a non-empty list');
    expect(whereProblem(posts, { OR: { id: 1 } })).toBe('where.OR must be a non-empty list');
    expect(whereProblem(posts, { OR: [{ id: 1 }, 'x'] })).toBe('where must be a JSON object');
    expect(whereProblem(posts, { AND: [{ nope: 1 }] })).toBe("where: unknown field 'nope'");
  });

  it('refuses nesting deeper than four levels', () => {
    const nest = (levels: number): unknown => (levels <= 1 ? { id: 1 } : { AND: [nest(levels - 1)] });
    expect(whereOf(posts, nest(4)).ok).toBe(true);
    expect(whereProblem(posts, nest(5))).toBe('where is nested more than 4 levels');
    expect(whereProblem(posts, nest(200))).toBe('where is nested more than 4 levels');
  });

  it('refuses more than 50 conditions in all', () => {
    const many = (n: number) => ({ OR: Array.from({ length: n }, (_, i) => ({ id: i })) });
    // The OR key counts as one condition.
    expect(whereOf(posts, many(49)).ok).toBe(true);
    expect(whereProblem(posts, many(50))).toBe('where has more than 50 conditions');
  });

  it('accepts eq on any visible non-JSON field with a value of its type', () => {
    const sample: Record<string, unknown> = {
      integer: 7,
      boolean: true,
      uuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      datetime: '2025-06-01T08:00:00Z',
      string: 'Naxos',
      text: 'Naxos',
    };
    const candidates = ['posts', 'users', 'destinations', 'files', 'coupons'].flatMap((name) =>
      visibleFields(entity(name))
        .filter((field) => entity(name).fields[field]!.type !== 'json')
        .map((field) => [entity(name), field] as const),
    );
    fc.assert(
      fc.property(fc.constantFrom(...candidates), ([definition, field]) => {
        const value = sample[definition.fields[field]!.type];
        expect(whereOf(definition, { [field]: value })).toEqual({
          ok: true,
          value: { field, operator: 'eq', value },
        });
      }),
    );
  });

  it('refuses any field name the entity does not show', () => {
    const fields = visibleFields(users);
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.constantFrom(...STRANGE_NAMES))
          .filter((name) => !fields.includes(name) && name !== 'AND' && name !== 'OR'),
        (name) => {
          expect(whereProblem(users, { [name]: 1 })).toBe(`where: unknown field '${name}'`);
        },
      ),
    );
  });
});

describe('checkFieldValue', () => {
  it('accepts date-times Date can read up to 40 characters', () => {
    const stamp = { type: 'datetime' } as const;
    expect(checkFieldValue('at', stamp, '2025-06-01')).toBeNull();
    expect(checkFieldValue('at', stamp, `2025-06-01T00:00:00.000Z${' '.repeat(20)}`)).toBe(
      'at must be an ISO 8601 date-time',
    );
    expect(checkFieldValue('at', stamp, 1_700_000_000)).toBe('at must be an ISO 8601 date-time');
  });

  it('limits string values to 1000 characters', () => {
    expect(checkFieldValue('name', { type: 'string' }, 'x'.repeat(1000))).toBeNull();
    expect(checkFieldValue('name', { type: 'text' }, 'x'.repeat(1001))).toBe('name must be a string');
  });

  it('accepts only safe integers for integer fields', () => {
    expect(checkFieldValue('id', { type: 'integer' }, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(checkFieldValue('id', { type: 'integer' }, Number.MAX_SAFE_INTEGER + 1)).toBe(
      'id must be a whole number',
    );
    expect(checkFieldValue('id', { type: 'integer' }, Number.NaN)).toBe('id must be a whole number');
  });
});
