import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_ENTITIES, CONTENT_ENTITY_NAMES, findEntity } from '#domain/content/entities.ts';
import {
  columnOf,
  type EntityDefinition,
  snakeCase,
  translatableFields,
  visibleFields,
} from '#domain/content/entity-definition.ts';

const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};
/** The field's own extra check; fails the test when the field has none. */
const checkOf = (entityName: string, field: string) => {
  const check = entity(entityName).fields[field]?.check;
  if (!check) throw new Error(`${entityName}.${field} has no check`);
  return check;
};

describe('content entity list', () => {
  it('names each entity once and finds it by name', () => {
    expect(new Set(CONTENT_ENTITY_NAMES).size).toBe(CONTENT_ENTITIES.length);
    for (const definition of CONTENT_ENTITIES) expect(findEntity(definition.name)).toBe(definition);
    expect(CONTENT_ENTITY_NAMES).toContain('popularroutes');
  });

  it('finds no entity for unknown or prototype names', () => {
    for (const name of ['nope', 'constructor', '__proto__', 'toString', 'Posts', '']) {
      expect(findEntity(name), name).toBeUndefined();
    }
  });

  it('never finds an inherited property when looking up a field or relation by a client-given name', () => {
    for (const definition of CONTENT_ENTITIES) {
      for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        expect(definition.fields[name], `${definition.name}.${name}`).toBeUndefined();
        expect(definition.relations[name], `${definition.name}.${name}`).toBeUndefined();
      }
      expect(Object.isFrozen(definition.fields)).toBe(true);
      expect(Object.isFrozen(definition.relations)).toBe(true);
    }
  });

  it('gives each entity a primary key, default order and published flag among its own visible fields', () => {
    for (const definition of CONTENT_ENTITIES) {
      const visible = visibleFields(definition);
      expect(visible, definition.name).toContain(definition.primaryKey.field);
      expect(definition.defaultOrder.length, definition.name).toBeGreaterThan(0);
      for (const { field } of definition.defaultOrder) expect(visible, definition.name).toContain(field);
      if (definition.published) {
        expect(definition.fields[definition.published.field]?.type, definition.name).toBe('boolean');
      }
    }
  });

  it('points every relation at a known entity and an existing key field', () => {
    for (const definition of CONTENT_ENTITIES) {
      for (const [name, relation] of Object.entries(definition.relations)) {
        const target = findEntity(relation.entity);
        expect(target, `${definition.name}.${name}`).toBeDefined();
        if (relation.kind === 'belongsTo') expect(definition.fields[relation.field], name).toBeDefined();
        if (relation.kind === 'hasMany') expect(target?.fields[relation.foreignField], name).toBeDefined();
      }
    }
  });

  it('gives tree entities a create-only parentId and a position the client cannot write', () => {
    const trees = CONTENT_ENTITIES.filter((definition) => definition.tree).map(
      (definition) => definition.name,
    );
    expect(trees).toEqual(['categories', 'menus']);
    for (const name of trees) {
      expect(entity(name).fields.parentId).toMatchObject({ type: 'integer', createOnly: true });
      expect(entity(name).fields.position).toMatchObject({ writable: false });
    }
  });

  it('defaults to a creatable entity keyed by an integer id and ordered by it', () => {
    expect(entity('tags')).toMatchObject({
      primaryKey: { field: 'id', type: 'integer' },
      creatable: true,
      tree: false,
      defaultOrder: [{ field: 'id', direction: 'asc' }],
    });
    expect(entity('settings').primaryKey).toEqual({ field: 'key', type: 'string' });
    expect(entity('settings').defaultOrder).toEqual([{ field: 'key', direction: 'asc' }]);
  });

  it('keeps files, users and e-mails out of generic creation', () => {
    const notCreatable = CONTENT_ENTITIES.filter((definition) => !definition.creatable).map((d) => d.name);
    expect(notCreatable.sort()).toEqual(['emails', 'files', 'users']);
  });

  it('keeps password hashes and token versions hidden and unwritable', () => {
    const users = entity('users');
    expect(visibleFields(users)).not.toContain('passwordHash');
    expect(visibleFields(users)).not.toContain('tokenVersion');
    expect(users.fields.passwordHash).toMatchObject({ hidden: true, writable: false });
    expect(users.fields.scope?.writePermission).toBe('admin');
  });

  it('makes only entities declared public readable without permission', () => {
    const privateNames = CONTENT_ENTITIES.filter((definition) => definition.read === 'private').map(
      (d) => d.name,
    );
    expect(privateNames.sort()).toEqual([
      'applications',
      'coupons',
      'customers',
      'emails',
      'files',
      'resellers',
      'resources',
      'users',
    ]);
  });

  it('leaves a reseller’s used credit to the ledger and its user as opened', () => {
    const resellers = entity('resellers');
    expect(resellers.fields.creditUsed?.writable).toBe(false);
    expect(resellers.fields.userId).toMatchObject({ required: true, createOnly: true });
  });
});

describe('field checks of the entities', () => {
  it('slugs are lowercase letters and digits joined by single dashes', () => {
    const check = checkOf('posts', 'slug');
    for (const slug of ['summer', 'summer-2025', 'a-b-c']) expect(check(slug), slug).toBeNull();
    for (const slug of ['Summer', 'summer--ferries', '-summer', 'summer-', 'sum mer', '', 'σύρος', 5]) {
      expect(check(slug), String(slug)).toEqual({ key: 'invalidSlug' });
    }
    expect(checkOf('pages', 'translationKey')('about-us')).toBeNull();
  });

  it('port codes are at most 20 codes of 2 to 16 capitals or digits', () => {
    const check = checkOf('destinations', 'portCodes');
    expect(check(['PIR', 'JTR'])).toBeNull();
    expect(check([])).toBeNull();
    expect(check(Array.from({ length: 20 }, () => 'PIR'))).toBeNull();
    for (const value of [
      Array.from({ length: 21 }, () => 'PIR'),
      ['pir'],
      ['P'],
      ['P'.repeat(17)],
      [1],
      'PIR',
    ]) {
      expect(check(value)).toEqual({ key: 'invalidValue' });
    }
  });

  it('section components are names starting with a letter', () => {
    const check = checkOf('sections', 'component');
    expect(check('HeroBanner')).toBeNull();
    expect(check('route-list_2')).toBeNull();
    expect(check('2cols')).toEqual({ key: 'invalidValue' });
    expect(check('<script>')).toEqual({ key: 'invalidValue' });
  });

  it('setting keys are plain keys', () => {
    const check = checkOf('settings', 'key');
    expect(check('site.contact-email')).toBeNull();
    expect(check('a b')).toEqual({ key: 'invalidValue' });
    expect(check('a/b')).toEqual({ key: 'invalidValue' });
  });

  it('customer countries are ISO 3166 codes or null', () => {
    const check = checkOf('customers', 'country');
    expect(check('GR')).toBeNull();
    expect(check(null)).toBeNull();
    expect(check('gr')).toEqual({ key: 'invalidValue' });
    expect(check('GRC')).toEqual({ key: 'invalidValue' });
  });

  it('JSON columns are checked by their value rules', () => {
    expect(checkOf('sections', 'value')('x')).toEqual({ key: 'invalidValue' });
    expect(checkOf('lists', 'items')([{ key: 'a', value: 1 }])).toBeNull();
    expect(checkOf('galleries', 'items')([{ fileId: 'x' }])).toEqual({
      key: 'invalidUuid',
      at: '[0].fileId',
    });
    expect(checkOf('destinations', 'faq')([{ question: 'Q', answer: 'A' }])).toBeNull();
    expect(checkOf('resources', 'permissions')(['posts:read'])).toBeNull();
    expect(checkOf('users', 'scope')(5)).toEqual({ key: 'invalidValue' });
  });
});

describe('entity definition helpers', () => {
  it('snakeCase turns camelCase field names into column names', () => {
    expect(snakeCase('mainImageId')).toBe('main_image_id');
    expect(snakeCase('id')).toBe('id');
    expect(snakeCase('isDefault')).toBe('is_default');
  });

  it('snakeCase output never has capitals and keeps lowercase names unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-zA-Z]{0,20}$/), (name) => {
        const column = snakeCase(name);
        expect(column).toBe(column.toLowerCase());
        expect(column.replace(/_/g, '')).toBe(name.toLowerCase());
        if (name === name.toLowerCase()) expect(column).toBe(name);
      }),
    );
  });

  it('columnOf uses the declared column, else the snake_case of the field', () => {
    const custom: EntityDefinition = {
      ...entity('tags'),
      fields: { ...entity('tags').fields, displayName: { type: 'string', column: 'label' } },
    };
    expect(columnOf(custom, 'displayName')).toBe('label');
    expect(columnOf(entity('posts'), 'publishedAt')).toBe('published_at');
    expect(columnOf(entity('posts'), 'nothing')).toBe('nothing');
  });

  it('visibleFields lists all but hidden fields; translatableFields only translatable ones', () => {
    expect(visibleFields(entity('tags'))).toEqual(['id', 'name', 'slug', 'createdAt', 'updatedAt']);
    expect(translatableFields(entity('tags'))).toEqual(['name']);
    expect(translatableFields(entity('users'))).toEqual([]);
    expect(translatableFields(entity('posts'))).toEqual([
      'slug',
      'title',
      'metaDescription',
      'summary',
      'content',
    ]);
  });
});
