import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { visibleFields } from '#domain/content/entity-definition.ts';
import {
  checkFieldValue,
  DEFAULT_TAKE,
  includableNames,
  MAX_TAKE,
  OPERATORS,
  parseId as parseIdRule,
  parseLang as parseLangRule,
  parseListQuery as parseListQueryRule,
  parseWhere as parseWhereRule,
} from '#domain/content/list-query.ts';
import { wordedRule } from '../../../support/worded-rules.ts';

const parseId = wordedRule(parseIdRule);
const parseLang = wordedRule(parseLangRule);
const parseListQuery = wordedRule(parseListQueryRule);
const parseWhere = wordedRule(parseWhereRule);

const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};
const posts = entity('posts');
const users = entity('users');
const destinations = entity('destinations');

const query = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
};
const refusal = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};
const whereOf = (definition: EntityDefinition, where: unknown) => parseWhere(definition, where);
const whereProblem = (definition: EntityDefinition, where: unknown) => {
  const result = parseWhere(definition, where);
  return result.ok ? null : result.error.message;
};

/** Names no entity defines, including the ones an object inherits. */
const STRANGE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'passwordHash',
  'id;drop',
  '',
];

describe('parseListQuery defaults', () => {
  it('returns every visible field, the first page of the default size and the entity order', () => {
    expect(query(posts, {})).toEqual({
      select: null,
      take: DEFAULT_TAKE,
      page: 1,
      where: null,
      orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      lang: null,
      include: [],
    });
  });

  it('treats an empty parameter as absent', () => {
    expect(
      query(posts, { select: '', take: '', page: '', where: '', orderBy: '', lang: '', include: '' }),
    ).toEqual(query(posts, {}));
  });

  it('refuses unknown parameters by name, including prototype names', () => {
    expect(refusal(posts, { limit: '5', offset: '1' }).message).toBe(
      "unknown query parameter 'limit', 'offset'",
    );
    expect(refusal(posts, JSON.parse('{"__proto__":"x"}')).message).toBe(
      "unknown query parameter '__proto__'",
    );
    expect(refusal(posts, { constructor: 'x' }).message).toBe("unknown query parameter 'constructor'");
  });

  it('refuses a parameter given more than once', () => {
    expect(refusal(posts, { take: ['5', '10'] }).message).toBe('take must be given once');
    expect(refusal(posts, { select: ['id'] }).message).toBe('select must be given once');
  });
});

describe('take and page', () => {
  it('accept whole numbers from 1 to their maximum', () => {
    expect(query(posts, { take: '1', page: '1' })).toMatchObject({ take: 1, page: 1 });
    expect(query(posts, { take: String(MAX_TAKE), page: '1000000' })).toMatchObject({
      take: 100,
      page: 1_000_000,
    });
  });

  it('refuse zero, values above the maximum, and anything but digits', () => {
    for (const take of ['0', '101', '-1', '1.5', '1e2', ' 5', 'abc', '0x10', '1234567890']) {
      expect(refusal(posts, { take }).message, take).toBe('take must be a whole number from 1 to 100');
    }
    for (const page of ['0', '1000001', 'two']) {
      expect(refusal(posts, { page }).message, page).toBe('page must be a whole number from 1 to 1000000');
    }
  });

  it('accept exactly the integers within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (take) => {
        const result = parseListQuery(posts, { take: String(take) });
        expect(result.ok).toBe(take >= 1 && take <= MAX_TAKE);
        if (result.ok) expect(result.value.take).toBe(take);
      }),
    );
  });
});

describe('lang', () => {
  it('accepts the site languages only', () => {
    expect(parseLang(undefined)).toEqual({ ok: true, value: null });
    expect(query(posts, { lang: 'de' }).lang).toBe('de');
    for (const lang of ['EN', 'gr', 'en-GB', 'constructor']) {
      expect(refusal(posts, { lang }).message, lang).toBe('lang must be one of el, en, de, es, fr, it, sq');
    }
  });
});

describe('select', () => {
  it('accepts a comma-separated list or a JSON list of visible fields, without duplicates', () => {
    expect(query(posts, { select: 'id, title,,slug' }).select).toEqual(['id', 'title', 'slug']);
    expect(query(posts, { select: '["id","title","id"]' }).select).toEqual(['id', 'title']);
    expect(query(posts, { select: '"title"' }).select).toEqual(['title']);
  });

  it('means every field when the list is empty', () => {
    expect(query(posts, { select: '[]' }).select).toBeNull();
    expect(query(posts, { select: ' , ' }).select).toBeNull();
  });

  it('names the unknown fields and lists the allowed ones', () => {
    const error = refusal(posts, { select: 'id,body,author' });
    expect(error.message).toBe("select: unknown field 'body', 'author'");
    expect(error.details).toEqual([`allowed: ${visibleFields(posts).join(', ')}`]);
  });

  it('never selects hidden fields or prototype names', () => {
    for (const name of STRANGE_NAMES.filter(Boolean)) {
      expect(refusal(users, { select: JSON.stringify([name]) }).message).toBe(
        `select: unknown field '${name}'`,
      );
    }
  });

  it('refuses broken JSON and lists of non-names', () => {
    expect(refusal(posts, { select: '["id"' }).message).toBe('select is not valid JSON');
    expect(refusal(posts, { select: '[1,2]' }).message).toBe('select must be a list of field names');
    expect(refusal(posts, { select: '{"id":true}' }).message).toBe('select must be a list of field names');
  });

  it('accepts any subset of the visible fields', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...['posts', 'users', 'destinations', 'files'].map(entity)),
        fc.nat(),
        (definition, seed) => {
          const fields = visibleFields(definition);
          const chosen = fields.filter((_, i) => (seed >> i) & 1);
          const result = parseListQuery(definition, { select: JSON.stringify(chosen) });
          expect(result.ok && result.value.select).toEqual(chosen.length > 0 ? chosen : null);
        },
      ),
    );
  });

  it('refuses any name that is not a visible field', () => {
    const fields = visibleFields(posts);
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string({ minLength: 1 }), fc.constantFrom(...STRANGE_NAMES.filter(Boolean)))
          .filter((name) => !fields.includes(name)),
        (name) => {
          const result = parseListQuery(posts, { select: JSON.stringify(['id', name]) });
          expect(result.ok).toBe(false);
        },
      ),
    );
  });
});

describe('include', () => {
  it('offers the relations, plus translations when the entity has translatable fields', () => {
    expect(includableNames(posts)).toEqual(['mainImage', 'author', 'category', 'tags', 'translations']);
    expect(includableNames(users)).toEqual(['customer']);
    expect(includableNames(entity('settings'))).toEqual([]);
  });

  it('accepts includable names and refuses others, listing what is allowed', () => {
    expect(query(posts, { include: 'author,translations,author' }).include).toEqual([
      'author',
      'translations',
    ]);
    const error = refusal(users, { include: 'translations' });
    expect(error.message).toBe("include: unknown relation 'translations'");
    expect(error.details).toEqual(['allowed: customer']);
    expect(refusal(entity('settings'), { include: 'x' }).details).toEqual(['allowed: none']);
    expect(refusal(posts, { include: '["__proto__"]' }).message).toBe(
      "include: unknown relation '__proto__'",
    );
    expect(refusal(posts, { include: '[tags' }).message).toBe('include is not valid JSON');
  });
});

describe('orderBy', () => {
  it('accepts a field name, a -field for descending, an object, or a list of objects', () => {
    expect(query(posts, { orderBy: 'title' }).orderBy).toEqual([{ field: 'title', direction: 'asc' }]);
    expect(query(posts, { orderBy: '-publishedAt' }).orderBy).toEqual([
      { field: 'publishedAt', direction: 'desc' },
    ]);
    expect(query(posts, { orderBy: '"-id"' }).orderBy).toEqual([{ field: 'id', direction: 'desc' }]);
    expect(query(posts, { orderBy: '{"title":"desc","id":"asc"}' }).orderBy).toEqual([
      { field: 'title', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ]);
    expect(query(posts, { orderBy: '[{"active":"desc"},"slug"]' }).orderBy).toEqual([
      { field: 'active', direction: 'desc' },
      { field: 'slug', direction: 'asc' },
    ]);
  });

  it('refuses to sort by unknown, hidden, prototype or JSON fields', () => {
    expect(refusal(posts, { orderBy: 'body' }).message).toBe("orderBy: cannot sort by 'body'");
    expect(refusal(users, { orderBy: 'passwordHash' }).message).toBe(
      "orderBy: cannot sort by 'passwordHash'",
    );
    expect(refusal(posts, { orderBy: '{"constructor":"asc"}' }).message).toBe(
      "orderBy: cannot sort by 'constructor'",
    );
    expect(refusal(posts, { orderBy: '{"__proto__":"asc"}' }).message).toBe(
      "orderBy: cannot sort by '__proto__'",
    );
    expect(refusal(destinations, { orderBy: 'faq' }).message).toBe("orderBy: cannot sort by 'faq'");
  });

  it('refuses directions other than asc and desc, and shapes other than names and objects', () => {
    expect(refusal(posts, { orderBy: '{"title":"up"}' }).message).toBe(
      'orderBy.title must be "asc" or "desc"',
    );
    expect(refusal(posts, { orderBy: '{"title":"ASC"}' }).message).toBe(
      'orderBy.title must be "asc" or "desc"',
    );
    expect(refusal(posts, { orderBy: '[1]' }).message).toBe(
      'orderBy must be {"field": "asc"|"desc"} or a list of them',
    );
    expect(refusal(posts, { orderBy: '{}' }).message).toBe(
      'orderBy must be {"field": "asc"|"desc"} or a list of them',
    );
    expect(refusal(posts, { orderBy: '{"title":' }).message).toBe('orderBy is not valid JSON');
  });

  it('takes at most five fields', () => {
    expect(query(posts, { orderBy: '["id","title","slug","active","authorId"]' }).orderBy).toHaveLength(5);
    expect(
      refusal(posts, { orderBy: '["id","title","slug","active","authorId","categoryId"]' }).message,
    ).toBe('orderBy takes at most 5 fields');
  });
});

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

describe('parseId', () => {
  it('reads integer ids as numbers', () => {
    expect(parseId(posts, '42')).toEqual({ ok: true, value: 42 });
    for (const id of ['-1', '4.2', 'abc', '', '1234567890']) {
      expect(parseId(posts, id), id).toEqual({
        ok: false,
        error: { code: 'invalidRequest', message: 'id must be a whole number' },
      });
    }
  });

  it('reads UUID ids in lower case', () => {
    const files = entity('files');
    expect(parseId(files, '3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toEqual({
      ok: true,
      value: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    });
    const result = parseId(files, '42');
    expect(!result.ok && result.error.message).toBe('id must be a UUID');
  });

  it('reads string keys of word characters, dots and dashes up to 128 characters', () => {
    const settings = entity('settings');
    expect(parseId(settings, 'site.contact-email_1')).toEqual({ ok: true, value: 'site.contact-email_1' });
    expect(parseId(settings, 'k'.repeat(128)).ok).toBe(true);
    for (const id of ['k'.repeat(129), '', 'a/b', 'a b', 'a\u0000b']) {
      const result = parseId(settings, id);
      expect(!result.ok && result.error.message, id).toBe('id must be a plain key');
    }
  });
});

describe('field lookups by client-sent names', () => {
  it('never treat inherited names as fields, even for a definition built as a plain object', async () => {
    const { fieldOf } = await import('#domain/content/entity-definition.ts');
    const plain = { fields: { name: { type: 'string' } } } as unknown as Parameters<typeof fieldOf>[0];
    expect(fieldOf(plain, 'name')).toEqual({ type: 'string' });
    expect(fieldOf(plain, 'constructor')).toBeUndefined();
    expect(fieldOf(plain, '__proto__')).toBeUndefined();
    expect(fieldOf(plain, 'toString')).toBeUndefined();
  });
});
