import { LOCALE_CODES } from '../i18n/locales.ts';
import type { EntityDefinition, FieldDefinition, RelationDefinition } from './entity-definition.ts';
import {
  checkFaq,
  checkGalleryItems,
  checkKeyValueList,
  checkPermissionList,
  checkScope,
} from './value-checks.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const checkSlug = (value: unknown) =>
  typeof value === 'string' && SLUG.test(value)
    ? null
    : 'must be lowercase letters, digits and single dashes';

const id: FieldDefinition = { type: 'integer', writable: false };
const uuidId: FieldDefinition = { type: 'uuid', writable: false };
const stamp: FieldDefinition = { type: 'datetime', writable: false };
const text = (max: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  type: 'string',
  max,
  ...extra,
});
const required = (max: number, extra: Partial<FieldDefinition> = {}) =>
  text(max, { required: true, ...extra });
const slug = (): FieldDefinition => ({ type: 'string', max: 200, required: true, check: checkSlug });
/** A page's slug: the default language's in the row, every other language's of its own (content site). */
const pageSlug = (): FieldDefinition => ({ ...slug(), translatable: true });
const metaDescription = (): FieldDefinition => text(500, { translatable: true });
const summary = (): FieldDefinition => ({ type: 'text', max: 2000, translatable: true });
const checkPortCodes = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 20 &&
  value.every((code) => typeof code === 'string' && /^[A-Z0-9]{2,16}$/.test(code))
    ? null
    : 'must be a list of port codes';
const flag = (): FieldDefinition => ({ type: 'boolean', nullable: false });
const int = (extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ type: 'integer', ...extra });
const fileId = (): FieldDefinition => ({ type: 'uuid' });
const language = (isRequired: boolean): FieldDefinition => ({
  type: 'string',
  max: 8,
  required: isRequired,
  oneOf: LOCALE_CODES,
});
const timestamps = { createdAt: stamp, updatedAt: stamp };
const file = (field: string): RelationDefinition => ({ kind: 'belongsTo', entity: 'files', field });

type Definition = Omit<EntityDefinition, 'primaryKey' | 'creatable' | 'tree' | 'defaultOrder'> &
  Partial<Pick<EntityDefinition, 'primaryKey' | 'creatable' | 'tree' | 'defaultOrder'>>;

/** Lookups by client-given names must never find `constructor` or `__proto__`: no prototype here. */
const dictionary = <T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

function entity(definition: Definition): EntityDefinition {
  return {
    primaryKey: { field: 'id', type: 'integer' },
    creatable: true,
    tree: false,
    defaultOrder: [{ field: definition.primaryKey?.field ?? 'id', direction: 'asc' }],
    ...definition,
    fields: dictionary(definition.fields),
    relations: dictionary(definition.relations),
  };
}

const ACTIVE = { field: 'active', equals: true } as const;

/** Spec §3 "Content entities"; `auth` is not a table but the authentication endpoints. */
export const CONTENT_ENTITIES: readonly EntityDefinition[] = [
  entity({
    name: 'applications',
    table: 'applications',
    read: 'private',
    fields: { id, name: required(100), description: text(500), active: flag(), ...timestamps },
    relations: { resources: { kind: 'hasMany', entity: 'resources', foreignField: 'applicationId' } },
  }),
  entity({
    name: 'resources',
    table: 'resources',
    read: 'private',
    fields: {
      id,
      applicationId: int({ required: true }),
      name: required(100),
      permissions: { type: 'json', nullable: false, check: checkPermissionList },
      ...timestamps,
    },
    relations: { application: { kind: 'belongsTo', entity: 'applications', field: 'applicationId' } },
  }),
  entity({
    name: 'files',
    table: 'files',
    read: 'private',
    creatable: false,
    primaryKey: { field: 'id', type: 'uuid' },
    defaultOrder: [{ field: 'createdAt', direction: 'desc' }],
    fields: {
      id: uuidId,
      originalName: required(255),
      mimeType: { type: 'string', writable: false },
      extension: { type: 'string', writable: false },
      size: { type: 'integer', writable: false },
      width: { type: 'integer', writable: false },
      height: { type: 'integer', writable: false },
      data: { type: 'json', nullable: false, links: 'inside' },
      createdBy: { type: 'integer', writable: false },
      ...timestamps,
    },
    relations: {},
  }),
  entity({
    name: 'posts',
    table: 'posts',
    read: 'public',
    published: ACTIVE,
    defaultOrder: [{ field: 'publishedAt', direction: 'desc' }],
    fields: {
      id,
      slug: pageSlug(),
      title: required(300, { translatable: true }),
      metaDescription: metaDescription(),
      summary: summary(),
      content: { type: 'text', max: 200_000, translatable: true },
      mainImageId: fileId(),
      authorId: int(),
      categoryId: int(),
      active: flag(),
      publishedAt: { type: 'datetime' },
      ...timestamps,
    },
    relations: {
      mainImage: file('mainImageId'),
      author: { kind: 'belongsTo', entity: 'authors', field: 'authorId' },
      category: { kind: 'belongsTo', entity: 'categories', field: 'categoryId' },
      tags: { kind: 'manyToMany', entity: 'tags', through: 'post_tags', from: 'post_id', to: 'tag_id' },
    },
  }),
  entity({
    name: 'pages',
    table: 'pages',
    read: 'public',
    published: ACTIVE,
    fields: {
      id,
      slug: slug(),
      languageCode: language(true),
      /** The same page in other languages has the same key (its slug may differ). */
      translationKey: text(100, { check: checkSlug }),
      title: required(300),
      metaDescription: text(500),
      active: flag(),
      mainImageId: fileId(),
      ogImageId: fileId(),
      ...timestamps,
    },
    relations: {
      sections: { kind: 'hasMany', entity: 'sections', foreignField: 'pageId', orderBy: 'position' },
      mainImage: file('mainImageId'),
      ogImage: file('ogImageId'),
    },
  }),
  entity({
    name: 'sections',
    table: 'sections',
    read: 'public',
    defaultOrder: [
      { field: 'pageId', direction: 'asc' },
      { field: 'position', direction: 'asc' },
    ],
    fields: {
      id,
      pageId: int({ required: true }),
      component: required(100, {
        check: (v) => (/^[A-Za-z][\w-]*$/.test(String(v)) ? null : 'must be a name'),
      }),
      value: { type: 'json', nullable: false, check: checkKeyValueList, links: 'inside' },
      position: int({ nullable: false, min: 0 }),
      ...timestamps,
    },
    relations: { page: { kind: 'belongsTo', entity: 'pages', field: 'pageId' } },
  }),
  entity({
    name: 'settings',
    table: 'settings',
    read: 'public',
    published: { field: 'public', equals: true },
    primaryKey: { field: 'key', type: 'string' },
    fields: {
      key: required(128, { check: (v) => (/^[\w.-]+$/.test(String(v)) ? null : 'must be a plain key') }),
      value: { type: 'json', required: true, nullable: false, links: 'inside' },
      public: flag(),
      updatedAt: stamp,
    },
    relations: {},
  }),
  entity({
    name: 'users',
    table: 'users',
    read: 'private',
    creatable: false,
    fields: {
      id,
      email: { type: 'string', max: 254, writable: false },
      passwordHash: { type: 'string', hidden: true, writable: false },
      tokenVersion: { type: 'integer', hidden: true, writable: false },
      name: text(200),
      active: flag(),
      scope: { type: 'json', nullable: false, check: checkScope, writePermission: 'admin' },
      customerId: int(),
      locale: language(false),
      activatedAt: stamp,
      ...timestamps,
    },
    relations: { customer: { kind: 'belongsTo', entity: 'customers', field: 'customerId' } },
  }),
  entity({
    name: 'categories',
    table: 'categories',
    read: 'public',
    published: ACTIVE,
    tree: true,
    defaultOrder: [
      { field: 'parentId', direction: 'asc' },
      { field: 'position', direction: 'asc' },
    ],
    fields: {
      id,
      parentId: int({ createOnly: true }),
      name: required(200, { translatable: true }),
      slug: slug(),
      active: flag(),
      position: int({ writable: false }),
      ...timestamps,
    },
    relations: {
      parent: { kind: 'belongsTo', entity: 'categories', field: 'parentId' },
      children: { kind: 'hasMany', entity: 'categories', foreignField: 'parentId', orderBy: 'position' },
    },
  }),
  entity({
    name: 'languages',
    table: 'languages',
    read: 'public',
    published: ACTIVE,
    primaryKey: { field: 'code', type: 'string' },
    defaultOrder: [{ field: 'position', direction: 'asc' }],
    fields: {
      code: language(true),
      name: required(64),
      isDefault: { type: 'boolean', writable: false },
      active: flag(),
      position: int({ nullable: false }),
    },
    relations: {},
  }),
  entity({
    name: 'authors',
    table: 'authors',
    read: 'public',
    published: ACTIVE,
    fields: {
      id,
      name: required(200),
      bio: { type: 'text', max: 5000, translatable: true },
      imageId: fileId(),
      active: flag(),
      ...timestamps,
    },
    relations: {
      image: file('imageId'),
      posts: { kind: 'hasMany', entity: 'posts', foreignField: 'authorId' },
    },
  }),
  entity({
    name: 'galleries',
    table: 'galleries',
    read: 'public',
    published: ACTIVE,
    fields: {
      id,
      name: required(200, { translatable: true }),
      description: { type: 'text', max: 5000, translatable: true },
      items: { type: 'json', nullable: false, check: checkGalleryItems, links: 'inside' },
      active: flag(),
      ...timestamps,
    },
    relations: {},
  }),
  entity({
    name: 'lists',
    table: 'lists',
    read: 'public',
    published: ACTIVE,
    fields: {
      id,
      name: required(200),
      languageCode: language(false),
      items: { type: 'json', nullable: false, check: checkKeyValueList, links: 'inside' },
      active: flag(),
      ...timestamps,
    },
    relations: {},
  }),
  entity({
    name: 'menus',
    table: 'menus',
    read: 'public',
    published: ACTIVE,
    tree: true,
    defaultOrder: [
      { field: 'parentId', direction: 'asc' },
      { field: 'position', direction: 'asc' },
    ],
    fields: {
      id,
      parentId: int({ createOnly: true }),
      name: required(200),
      languageCode: language(true),
      link: text(500, { links: 'self' }),
      active: flag(),
      position: int({ writable: false }),
    },
    relations: {
      parent: { kind: 'belongsTo', entity: 'menus', field: 'parentId' },
      children: { kind: 'hasMany', entity: 'menus', foreignField: 'parentId', orderBy: 'position' },
    },
  }),
  entity({
    name: 'tags',
    table: 'tags',
    read: 'public',
    fields: { id, name: required(100, { translatable: true }), slug: slug(), ...timestamps },
    relations: {
      posts: { kind: 'manyToMany', entity: 'posts', through: 'post_tags', from: 'tag_id', to: 'post_id' },
    },
  }),
  entity({
    name: 'destinations',
    table: 'destinations',
    read: 'public',
    published: ACTIVE,
    defaultOrder: [{ field: 'position', direction: 'asc' }],
    fields: {
      id,
      slug: pageSlug(),
      name: required(200, { translatable: true }),
      title: text(300, { translatable: true }),
      metaDescription: metaDescription(),
      summary: summary(),
      description: { type: 'text', max: 20_000, translatable: true },
      faq: { type: 'json', nullable: false, translatable: true, check: checkFaq },
      portCodes: { type: 'json', nullable: false, check: checkPortCodes },
      smallImageId: fileId(),
      mainImageId: fileId(),
      active: flag(),
      position: int({ nullable: false }),
      ...timestamps,
    },
    relations: {
      smallImage: file('smallImageId'),
      mainImage: file('mainImageId'),
      relatedDestinations: {
        kind: 'manyToMany',
        entity: 'destinations',
        through: 'destination_relations',
        from: 'destination_id',
        to: 'related_id',
      },
    },
  }),
  entity({
    name: 'popularroutes',
    table: 'popular_routes',
    read: 'public',
    published: ACTIVE,
    defaultOrder: [{ field: 'position', direction: 'asc' }],
    fields: {
      id,
      departurePort: required(16),
      destinationPort: required(16),
      title: required(300, { translatable: true }),
      kind: text(20, { oneOf: ['domestic', 'international'], nullable: false }),
      priceFrom: int({ min: 0 }),
      imageId: fileId(),
      active: flag(),
      position: int({ nullable: false }),
      ...timestamps,
    },
    relations: { image: file('imageId') },
  }),
  entity({
    name: 'offers',
    table: 'offers',
    read: 'public',
    published: ACTIVE,
    defaultOrder: [{ field: 'position', direction: 'asc' }],
    fields: {
      id,
      slug: pageSlug(),
      title: required(300, { translatable: true }),
      metaDescription: metaDescription(),
      summary: summary(),
      description: { type: 'text', max: 20_000, translatable: true },
      smallImageId: fileId(),
      mainImageId: fileId(),
      companyId: int(),
      active: flag(),
      validFrom: { type: 'datetime' },
      validUntil: { type: 'datetime' },
      position: int({ nullable: false }),
      ...timestamps,
    },
    relations: {
      smallImage: file('smallImageId'),
      mainImage: file('mainImageId'),
      company: { kind: 'belongsTo', entity: 'companies', field: 'companyId' },
    },
  }),
  entity({
    name: 'companies',
    table: 'companies',
    read: 'public',
    published: ACTIVE,
    defaultOrder: [{ field: 'position', direction: 'asc' }],
    fields: {
      id,
      code: required(16),
      slug: pageSlug(),
      name: required(200),
      title: text(300, { translatable: true }),
      metaDescription: metaDescription(),
      summary: summary(),
      description: { type: 'text', max: 20_000, translatable: true },
      logoId: fileId(),
      active: flag(),
      position: int({ nullable: false }),
      ...timestamps,
    },
    relations: { logo: file('logoId') },
  }),
  entity({
    name: 'customers',
    table: 'customers',
    read: 'private',
    fields: {
      id,
      firstName: text(100),
      lastName: text(100),
      email: text(254),
      phone: text(40),
      address: text(200),
      zipCode: text(20),
      city: text(100),
      country: text(2, {
        check: (v) => (v === null || /^[A-Z]{2}$/.test(String(v)) ? null : 'must be ISO 3166'),
      }),
      ...timestamps,
    },
    relations: {},
  }),
  entity({
    name: 'coupons',
    table: 'coupons',
    read: 'private',
    fields: {
      id,
      name: required(100),
      active: flag(),
      email: text(254),
      fromAmount: int({ min: 0 }),
      toAmount: int({ min: 0 }),
      activeFrom: { type: 'datetime' },
      activeUntil: { type: 'datetime' },
      totalUsesLimit: int({ min: 0 }),
      discountKind: text(20, { oneOf: ['percentage', 'fixed'], nullable: false }),
      discountValue: int({ min: 0, nullable: false }),
      ...timestamps,
    },
    relations: {},
  }),
  /**
   * Not in the spec's list, which hides how a reseller comes to be (decision 0023): staff open the account
   * and set its credit limit here; the credit used moves only with the ledger.
   */
  entity({
    name: 'resellers',
    table: 'resellers',
    read: 'private',
    fields: {
      id,
      userId: int({ required: true, nullable: false, createOnly: true, min: 1 }),
      companyName: required(200),
      contactEmail: required(254),
      creditLimit: int({ min: 0, nullable: false }),
      creditUsed: { type: 'integer', writable: false },
      active: flag(),
      ...timestamps,
    },
    relations: { user: { kind: 'belongsTo', entity: 'users', field: 'userId' } },
  }),
  entity({
    name: 'emails',
    table: 'emails',
    read: 'private',
    creatable: false,
    primaryKey: { field: 'id', type: 'uuid' },
    defaultOrder: [{ field: 'createdAt', direction: 'desc' }],
    fields: {
      id: uuidId,
      recipient: { type: 'string', writable: false },
      subject: { type: 'string', writable: false },
      template: { type: 'string', writable: false },
      locale: { type: 'string', writable: false },
      status: { type: 'string', writable: false },
      error: { type: 'string', writable: false },
      sentAt: stamp,
      createdAt: stamp,
    },
    relations: {},
  }),
];

const BY_NAME = new Map(CONTENT_ENTITIES.map((definition) => [definition.name, definition]));

export function findEntity(name: string): EntityDefinition | undefined {
  return BY_NAME.get(name);
}

export const CONTENT_ENTITY_NAMES = CONTENT_ENTITIES.map((definition) => definition.name);
