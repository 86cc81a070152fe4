import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleFields } from '#domain/content/entity-definition.ts';
import { DEFAULT_TAKE, MAX_TAKE } from '#domain/content/list-query.ts';
import {
  includableNames,
  parseId as parseIdRule,
  parseLang as parseLangRule,
  parseListQuery as parseListQueryRule,
} from '#domain/content/list-query-parser.ts';
import { wordedRule } from '../../../support/worded-rules.ts';
import { entity, query, refusal, STRANGE_NAMES } from './list-query-fixtures.ts';

const parseId = wordedRule(parseIdRule);
const parseLang = wordedRule(parseLangRule);
const parseListQuery = wordedRule(parseListQueryRule);

const posts = entity('posts');
const users = entity('users');
const destinations = entity('destinations');

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
      'limit unknownField; offset unknownField',
    );
    expect(refusal(posts, JSON.parse('{"__proto__":"x"}')).message).toBe('__proto__ unknownField');
    expect(refusal(posts, { constructor: 'x' }).message).toBe('constructor unknownField');
  });

  it('refuses a parameter given more than once', () => {
    expect(refusal(posts, { take: ['5', '10'] }).message).toBe('take givenTwice');
    expect(refusal(posts, { select: ['id'] }).message).toBe('select givenTwice');
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
      expect(refusal(posts, { take }), take).toEqual({
        code: 'invalidForm',
        message: 'take numberOutOfRange',
        values: { min: 1, max: 100 },
      });
    }
    for (const page of ['0', '1000001', 'two']) {
      expect(refusal(posts, { page }), page).toEqual({
        code: 'invalidForm',
        message: 'page numberOutOfRange',
        values: { min: 1, max: 1_000_000 },
      });
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
      expect(refusal(posts, { lang }).message, lang).toBe('lang invalidLanguage');
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
    expect(error.message).toBe('select.body unknownName; select.author unknownName');
    expect(error.values).toEqual({ allowed: visibleFields(posts).join(', ') });
  });

  it('never selects hidden fields or prototype names', () => {
    for (const name of STRANGE_NAMES.filter(Boolean)) {
      expect(refusal(users, { select: JSON.stringify([name]) }).message).toBe(`select.${name} unknownName`);
    }
  });

  it('refuses broken JSON and lists of non-names', () => {
    expect(refusal(posts, { select: '["id"' }).message).toBe('select invalidJson');
    expect(refusal(posts, { select: '[1,2]' }).message).toBe('select invalidValue');
    expect(refusal(posts, { select: '{"id":true}' }).message).toBe('select invalidValue');
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
    expect(error.message).toBe('include.translations unknownName');
    expect(error.values).toEqual({ allowed: 'customer' });
    expect(refusal(entity('settings'), { include: 'x' }).values).toEqual({ allowed: '–' });
    expect(refusal(posts, { include: '["__proto__"]' }).message).toBe('include.__proto__ unknownName');
    expect(refusal(posts, { include: '[tags' }).message).toBe('include invalidJson');
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
    const refused = [
      [posts, 'body'],
      [users, 'passwordHash'],
      [posts, '{"constructor":"asc"}', 'constructor'],
      [posts, '{"__proto__":"asc"}', '__proto__'],
      [destinations, 'faq'],
    ] as const;
    for (const [definition, orderBy, field = orderBy] of refused) {
      expect(refusal(definition, { orderBy }).message).toBe(`orderBy.${field} cannotSortBy`);
    }
  });

  it('refuses directions other than asc and desc, and shapes other than names and objects', () => {
    const refused = {
      '{"title":"up"}': 'orderBy.title unknownName',
      '{"title":"ASC"}': 'orderBy.title unknownName',
      '[1]': 'orderBy invalidValue',
      '{}': 'orderBy invalidValue',
      '{"title":': 'orderBy invalidJson',
    };
    for (const [orderBy, message] of Object.entries(refused)) {
      expect(refusal(posts, { orderBy }).message, orderBy).toBe(message);
    }
  });

  it('takes at most five fields', () => {
    expect(query(posts, { orderBy: '["id","title","slug","active","authorId"]' }).orderBy).toHaveLength(5);
    expect(
      refusal(posts, { orderBy: '["id","title","slug","active","authorId","categoryId"]' }).message,
    ).toBe('orderBy tooMany');
  });
});

describe('parseId', () => {
  it('reads integer ids as numbers', () => {
    expect(parseId(posts, '42')).toEqual({ ok: true, value: 42 });
    for (const id of ['-1', '4.2', 'abc', '', '1234567890']) {
      expect(parseId(posts, id), id).toEqual({
        ok: false,
        error: { code: 'invalidForm', message: 'id invalidNumber' },
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
    expect(!result.ok && result.error.message).toBe('id invalidUuid');
  });

  it('reads string keys of word characters, dots and dashes up to 128 characters', () => {
    const settings = entity('settings');
    expect(parseId(settings, 'site.contact-email_1')).toEqual({ ok: true, value: 'site.contact-email_1' });
    expect(parseId(settings, 'k'.repeat(128)).ok).toBe(true);
    for (const id of ['k'.repeat(129), '', 'a/b', 'a b', 'a\u0000b']) {
      const result = parseId(settings, id);
      expect(!result.ok && result.error.message, id).toBe('id invalidValue');
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
