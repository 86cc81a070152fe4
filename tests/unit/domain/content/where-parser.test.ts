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
    expect(refusal(posts, { where: '{active:true}' }).message).toBe('where invalidJson');
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
        `where.${name} unknownField`,
      );
    }
  });

  it('refuses unknown operators, listing the operators', () => {
    const result = whereOf(posts, { title: { like: '%x%' } });
    expect(!result.ok && result.error).toEqual({
      code: 'invalidForm',
      message: `where.title.like unknownName ${JSON.stringify({ allowed: OPERATORS.join(', ') })}`,
    });
    expect(whereProblem(posts, { title: JSON.parse('{"__proto__":"x"}') })).toMatch(
      /^where\.title\.__proto__ unknownName /,
    );
    expect(whereProblem(posts, { title: {} })).toBe('where.title invalidValue');
  });

  it('checks each value against the type of its field', () => {
    expect(whereProblem(posts, { id: '1' })).toBe('where.id.eq invalidNumber');
    expect(whereProblem(posts, { id: 1.5 })).toBe('where.id.eq invalidNumber');
    expect(whereProblem(posts, { active: 'true' })).toBe('where.active.eq notAFlag');
    expect(whereProblem(posts, { mainImageId: 'abc' })).toBe('where.mainImageId.eq invalidUuid');
    expect(whereProblem(posts, { publishedAt: 'yesterday' })).toBe('where.publishedAt.eq invalidDateTime');
    expect(whereProblem(posts, { title: 5 })).toBe('where.title.eq invalidValue');
    expect(whereProblem(destinations, { faq: { eq: [] } })).toBe('where.faq.eq cannotFilter');
    expect(whereOf(destinations, { faq: { isNull: false } }).ok).toBe(true);
  });

  it('does not order booleans', () => {
    expect(whereProblem(posts, { active: { gt: false } })).toBe('where.active.gt cannotFilter');
    expect(whereOf(posts, { active: { ne: false } }).ok).toBe(true);
  });

  it('requires isNull to be true or false', () => {
    expect(whereProblem(posts, { title: { isNull: 'yes' } })).toBe('where.title.isNull notAFlag');
  });

  it('requires in and notIn to be lists of at most 500 values of the field type', () => {
    expect(whereOf(posts, { id: { in: [1, 2, 3] } }).ok).toBe(true);
    expect(whereOf(posts, { id: { notIn: [] } }).ok).toBe(true);
    expect(whereProblem(posts, { id: { in: 1 } })).toBe('where.id.in invalidValue');
    expect(whereProblem(posts, { id: { notIn: Array.from({ length: 501 }, (_, i) => i) } })).toBe(
      'where.id.notIn tooMany {"max":500}',
    );
    expect(whereProblem(posts, { id: { in: [1, 'two'] } })).toBe('where.id.in invalidNumber');
  });

  it('allows contains and startsWith on text fields only, with at most 200 characters', () => {
    expect(whereOf(posts, { content: { startsWith: 'Ferry' } }).ok).toBe(true);
    expect(whereProblem(posts, { id: { contains: '1' } })).toBe('where.id.contains cannotFilter');
    expect(whereProblem(posts, { title: { startsWith: 1 } })).toBe('where.title.startsWith cannotFilter');
    expect(whereOf(posts, { title: { contains: 'x'.repeat(200) } }).ok).toBe(true);
    expect(whereProblem(posts, { title: { contains: 'x'.repeat(201) } })).toBe(
      'where.title.contains textTooLong',
    );
  });

  it('refuses shapes that are not objects and empty or malformed AND/OR', () => {
    for (const where of [[], 'title', 1, null]) {
      expect(whereProblem(posts, where)).toBe('where invalidValue');
    }
    expect(whereProblem(posts, { AND: [] })).toBe('where.AND invalidValue');
    expect(whereProblem(posts, { OR: { id: 1 } })).toBe('where.OR invalidValue');
    expect(whereProblem(posts, { OR: [{ id: 1 }, 'x'] })).toBe('where invalidValue');
    expect(whereProblem(posts, { AND: [{ nope: 1 }] })).toBe('where.nope unknownField');
  });

  it('refuses nesting deeper than four levels', () => {
    const nest = (levels: number): unknown => (levels <= 1 ? { id: 1 } : { AND: [nest(levels - 1)] });
    expect(whereOf(posts, nest(4)).ok).toBe(true);
    expect(whereProblem(posts, nest(5))).toBe('where tooDeep');
    expect(whereProblem(posts, nest(200))).toBe('where tooDeep');
  });

  it('refuses more than 50 conditions in all', () => {
    const many = (n: number) => ({ OR: Array.from({ length: n }, (_, i) => ({ id: i })) });
    // The OR key counts as one condition.
    expect(whereOf(posts, many(49)).ok).toBe(true);
    expect(whereProblem(posts, many(50))).toBe('where tooMany {"max":50}');
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
          expect(whereProblem(users, { [name]: 1 })).toBe(`where.${name} unknownField`);
        },
      ),
    );
  });
});

describe('checkFieldValue', () => {
  it('accepts date-times Date can read up to 40 characters', () => {
    const stamp = { type: 'datetime' } as const;
    expect(checkFieldValue(stamp, '2025-06-01')).toBeNull();
    expect(checkFieldValue(stamp, `2025-06-01T00:00:00.000Z${' '.repeat(20)}`)).toEqual({
      key: 'invalidDateTime',
    });
    expect(checkFieldValue(stamp, 1_700_000_000)).toEqual({ key: 'invalidDateTime' });
  });

  it('limits string values to 1000 characters', () => {
    expect(checkFieldValue({ type: 'string' }, 'x'.repeat(1000))).toBeNull();
    expect(checkFieldValue({ type: 'text' }, 'x'.repeat(1001))).toEqual({ key: 'invalidValue' });
  });

  it('accepts only safe integers for integer fields', () => {
    expect(checkFieldValue({ type: 'integer' }, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(checkFieldValue({ type: 'integer' }, Number.MAX_SAFE_INTEGER + 1)).toEqual({
      key: 'invalidNumber',
    });
    expect(checkFieldValue({ type: 'integer' }, Number.NaN)).toEqual({ key: 'invalidNumber' });
  });
});
