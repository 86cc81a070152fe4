import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContentWrite as parseContentWriteRule } from '#domain/content/content-write.ts';
import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { fieldSaid, wordedRule } from '../../../support/worded-rules.ts';

const parseContentWrite = wordedRule(parseContentWriteRule);

const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};
const posts = entity('posts');
const users = entity('users');

const anyone = () => true;
const nobody = () => false;
const FILE_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const validPost = { slug: 'summer-ferries', title: 'Summer ferries' };

const write = (
  definition: EntityDefinition,
  body: unknown,
  mode: 'create' | 'update' = 'create',
  may = anyone,
) => {
  const result = parseContentWrite(definition, body, mode, may);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};
const problems = (definition: EntityDefinition, body: unknown, mode: 'create' | 'update' = 'create') => {
  const result = parseContentWriteRule(definition, body, mode, anyone);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('invalidForm');
  return (result.error.fields ?? []).map(fieldSaid);
};

describe('parseContentWrite: accepted bodies', () => {
  it('splits a body into values, translations and join-table links', () => {
    const result = write(posts, {
      ...validPost,
      active: true,
      mainImageId: FILE_ID,
      publishedAt: '2025-05-01T09:00:00Z',
      tags: [3, 1, 3],
      translations: { en: { title: 'Summer ferries', summary: null }, de: { title: 'Sommerfähren' } },
    });
    expect(result).toEqual({
      values: { ...validPost, active: true, mainImageId: FILE_ID, publishedAt: '2025-05-01T09:00:00Z' },
      translations: { en: { title: 'Summer ferries', summary: null }, de: { title: 'Sommerfähren' } },
      links: { tags: [3, 1] },
    });
  });

  it('accepts a partial update', () => {
    expect(write(posts, { title: 'New title' }, 'update')).toEqual({
      values: { title: 'New title' },
      translations: {},
      links: {},
    });
  });

  it('accepts null for fields that are not required, and translatable JSON checked by its rule', () => {
    expect(write(posts, { ...validPost, authorId: null }).values.authorId).toBeNull();
    const destinations = entity('destinations');
    const faq = [{ question: 'How long?', answer: 'Two hours.' }];
    expect(write(destinations, { translations: { en: { faq } } }, 'update').translations).toEqual({
      en: { faq },
    });
  });
});

describe('parseContentWrite: refused bodies', () => {
  it('refuses a body that is not a JSON object', () => {
    for (const body of [null, [], 'title=x', 5]) {
      const result = parseContentWrite(posts, body, 'create', anyone);
      expect(!result.ok && result.error.message).toBe('invalidBody');
    }
  });

  it('names unknown, hidden and prototype fields', () => {
    const body = JSON.parse(
      '{"title":"x","body":"y","passwordHash":"h","__proto__":{"admin":true},"constructor":1}',
    );
    expect(problems(users, body, 'update')).toEqual([
      'title unknownField',
      'body unknownField',
      'passwordHash unknownField',
      '__proto__ unknownField',
      'constructor unknownField',
    ]);
  });

  it('refuses read-only fields and create-only fields on update', () => {
    expect(problems(posts, { id: 5, createdAt: '2025-01-01' }, 'update')).toEqual([
      'id readOnlyField',
      'createdAt readOnlyField',
    ]);
    const categories = entity('categories');
    expect(write(categories, { name: 'Islands', slug: 'islands', parentId: 1 }).values.parentId).toBe(1);
    expect(problems(categories, { parentId: 1 }, 'update')).toEqual(['parentId createOnlyField']);
  });

  it('lists every required field missing on create', () => {
    expect(problems(posts, {})).toEqual(['slug fieldRequired', 'title fieldRequired']);
    expect(problems(posts, { slug: 'ok' })).toEqual(['title fieldRequired']);
  });

  it('does not also call a required field missing when its value was refused', () => {
    expect(problems(posts, { slug: 'Not A Slug', title: 'x' })).toEqual(['slug invalidSlug']);
  });

  it('refuses an update that changes nothing', () => {
    expect(problems(posts, {}, 'update')).toEqual([' changesNothing']);
  });

  it('refuses null for required and non-nullable fields', () => {
    expect(problems(posts, { title: null }, 'update')).toEqual(['title fieldRequired']);
    expect(problems(posts, { active: null }, 'update')).toEqual(['active fieldRequired']);
  });

  it('enforces string length, non-blank required strings and no NUL characters', () => {
    expect(problems(posts, { title: 't'.repeat(301) }, 'update')).toEqual(['title textTooLong {"max":300}']);
    expect(write(posts, { title: 't'.repeat(300) }, 'update').values.title).toHaveLength(300);
    expect(problems(posts, { title: '   ' }, 'update')).toEqual(['title fieldRequired']);
    expect(problems(posts, { title: 'Ferry\u0000' }, 'update')).toEqual(['title invalidCharacters']);
  });

  it('checks the type of each value', () => {
    expect(
      problems(
        posts,
        { title: 42, authorId: '7', active: 'yes', mainImageId: 'x', publishedAt: 'soon' },
        'update',
      ),
    ).toEqual([
      'title invalidValue',
      'authorId invalidNumber',
      'active notAFlag',
      'mainImageId invalidUuid',
      'publishedAt invalidDateTime',
    ]);
  });

  it('enforces integer minimums and the 32-bit range', () => {
    const routes = entity('popularroutes');
    expect(problems(routes, { priceFrom: -1 }, 'update')).toEqual([
      'priceFrom numberOutOfRange {"min":0,"max":2147483647}',
    ]);
    expect(write(routes, { priceFrom: 0 }, 'update').values.priceFrom).toBe(0);
    expect(problems(routes, { position: 2_147_483_648 }, 'update')).toEqual([
      'position numberOutOfRange {"min":-2147483647,"max":2147483647}',
    ]);
    expect(problems(routes, { position: -2_147_483_648 }, 'update')).toEqual([
      'position numberOutOfRange {"min":-2147483647,"max":2147483647}',
    ]);
    expect(write(routes, { position: 2_147_483_647 }, 'update').values.position).toBe(2_147_483_647);
  });

  it('enforces a field’s list of allowed values', () => {
    const routes = entity('popularroutes');
    expect(write(routes, { kind: 'domestic' }, 'update').values.kind).toBe('domestic');
    expect(problems(routes, { kind: 'local' }, 'update')).toEqual([
      'kind unknownName {"allowed":"domestic, international"}',
    ]);
    expect(problems(users, { locale: 'gr' }, 'update')).toEqual([
      'locale unknownName {"allowed":"el, en, de, es, fr, it, sq"}',
    ]);
  });

  it('applies the field’s own check and names the field', () => {
    const sections = entity('sections');
    expect(problems(sections, { value: { title: 'x' } }, 'update')).toEqual(['value invalidValue']);
    expect(write(sections, { value: [{ key: 'title', value: 'x' }] }, 'update').values.value).toEqual([
      { key: 'title', value: 'x' },
    ]);
  });

  it('refuses JSON values larger than 200,000 characters', () => {
    const settings = entity('settings');
    expect(problems(settings, { value: 'x'.repeat(200_000) }, 'update')).toEqual(['value tooLong']);
    expect(write(settings, { value: 'x'.repeat(199_990) }, 'update').values.value).toHaveLength(199_990);
  });

  it('requires join-table links to be a list of at most 500 integer ids', () => {
    expect(problems(posts, { tags: [1, '2'] }, 'update')).toEqual(['tags invalidValue']);
    expect(problems(posts, { tags: 1 }, 'update')).toEqual(['tags invalidValue']);
    expect(problems(posts, { tags: Array.from({ length: 501 }, (_, i) => i) }, 'update')).toEqual([
      'tags invalidValue',
    ]);
    expect(write(posts, { tags: [] }, 'update').links).toEqual({ tags: [] });
  });

  it('does not accept a belongsTo relation name as a field', () => {
    expect(problems(posts, { author: 3 }, 'update')).toEqual(['author unknownField']);
  });
});

describe('parseContentWrite: translations', () => {
  it('refuses translations on an entity without translatable fields', () => {
    expect(problems(users, { translations: { en: { name: 'x' } } }, 'update')).toEqual([
      'translations unknownField',
    ]);
  });

  it('refuses unknown languages, non-object entries and untranslatable fields', () => {
    expect(
      problems(
        posts,
        JSON.parse('{"translations":{"gr":{"title":"x"},"en":"Title","de":{"active":true,"__proto__":"x"}}}'),
        'update',
      ),
    ).toEqual([
      'translations.gr invalidLanguage',
      'translations.en invalidValue',
      'translations.de.active notTranslatable',
      'translations.de.__proto__ notTranslatable',
    ]);
    expect(problems(posts, { translations: ['en'] }, 'update')).toEqual(['translations invalidValue']);
  });

  it('checks translated values like the field itself but never requires them', () => {
    expect(
      problems(posts, { translations: { en: { title: 't'.repeat(301), summary: 'ok\u0000' } } }, 'update'),
    ).toEqual(['translations.en.title textTooLong {"max":300}', 'translations.en.summary invalidCharacters']);
    expect(write(posts, { translations: { en: { title: '' } } }, 'update').translations).toEqual({
      en: { title: '' },
    });
  });
});

describe('parseContentWrite: permissions', () => {
  it('forbids writing a field that needs a permission the caller lacks', () => {
    const asked: string[] = [];
    const result = parseContentWrite(users, { name: 'Eleni', scope: ['admin'] }, 'update', (permission) => {
      asked.push(permission);
      return false;
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'permissionNeeded', message: 'scope forbidden' },
    });
    expect(asked).toEqual(['admin']);
  });

  it('allows it to a caller with the permission and checks the value', () => {
    expect(write(users, { scope: { admin: true } }, 'update').values.scope).toEqual({ admin: true });
    expect(problems(users, { scope: 'admin' }, 'update')).toEqual(['scope invalidValue']);
  });

  it('does not ask for a permission for fields that need none', () => {
    expect(write(users, { name: 'Eleni' }, 'update', nobody).values).toEqual({ name: 'Eleni' });
  });
});

describe('parseContentWrite: properties', () => {
  it('refuses any field name the entity does not define', () => {
    const known = new Set([...Object.keys(posts.fields), ...Object.keys(posts.relations), 'translations']);
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.constantFrom('constructor', '__proto__', 'toString', 'valueOf'))
          .filter((n) => !known.has(n)),
        fc.jsonValue(),
        (name, value) => {
          const body = JSON.parse(`{${JSON.stringify(name)}: ${JSON.stringify(value) ?? 'null'}}`);
          expect(problems(posts, body, 'update')).toEqual([`${name} unknownField`]);
        },
      ),
    );
  });

  it('accepts any string within the limit without NUL for a free text field', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const result = parseContentWrite(posts, { metaDescription: text }, 'update', anyone);
        expect(result.ok).toBe(!text.includes('\u0000'));
      }),
    );
  });
});

describe('parseContentWrite: required fields', () => {
  it('still names a missing required field when another field that starts with its name is refused', () => {
    const definition = {
      ...posts,
      fields: {
        name: { type: 'string', required: true },
        nameEnglish: { type: 'string' },
      },
      relations: {},
    } as unknown as EntityDefinition;
    expect(problems(definition, { nameEnglish: 42 })).toEqual(expect.arrayContaining(['name fieldRequired']));
  });
});
