import {
  belongsTo,
  dateTime,
  file,
  fileId,
  flag,
  hasMany,
  id,
  int,
  json,
  language,
  pageSlug,
  pageTexts,
  required,
  slug,
  text,
  timestamps,
  translatedText,
} from './content-fields.ts';
import { entity, positionWithin, published, tree } from './entity-builders.ts';
import { checkGalleryItems, checkKeyValueList, checkSlug } from './value-checks.ts';

/** What editors write: the blog, the content pages and their sections, menus, galleries and lists. */

export const posts = published({
  name: 'posts',
  defaultOrder: [{ field: 'publishedAt', direction: 'desc' }],
  fields: {
    id,
    slug: pageSlug(),
    ...pageTexts(required(300, { translatable: true })),
    content: translatedText(200_000),
    mainImageId: fileId(),
    authorId: int(),
    categoryId: int(),
    active: flag(),
    publishedAt: dateTime(),
    ...timestamps,
  },
  relations: {
    mainImage: file('mainImageId'),
    author: belongsTo('authors', 'authorId'),
    category: belongsTo('categories', 'categoryId'),
    tags: { kind: 'manyToMany', entity: 'tags', through: 'post_tags', from: 'post_id', to: 'tag_id' },
  },
});

export const pages = published({
  name: 'pages',
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
    sections: hasMany('sections', 'pageId', 'position'),
    mainImage: file('mainImageId'),
    ogImage: file('ogImageId'),
  },
});

export const sections = entity({
  name: 'sections',
  read: 'public',
  defaultOrder: positionWithin('pageId'),
  fields: {
    id,
    pageId: int({ required: true }),
    component: required(100, {
      check: (v) => (/^[A-Za-z][\w-]*$/.test(String(v)) ? null : { key: 'invalidValue' }),
    }),
    value: json({ check: checkKeyValueList, links: 'inside' }),
    position: int({ nullable: false, min: 0 }),
    ...timestamps,
  },
  relations: { page: belongsTo('pages', 'pageId') },
});

export const categories = tree(
  'categories',
  { name: required(200, { translatable: true }), slug: slug() },
  timestamps,
);

export const authors = published({
  name: 'authors',
  fields: {
    id,
    name: required(200),
    bio: translatedText(5000),
    imageId: fileId(),
    active: flag(),
    ...timestamps,
  },
  relations: { image: file('imageId'), posts: hasMany('posts', 'authorId') },
});

export const galleries = published({
  name: 'galleries',
  fields: {
    id,
    name: required(200, { translatable: true }),
    description: translatedText(5000),
    items: json({ check: checkGalleryItems, links: 'inside' }),
    active: flag(),
    ...timestamps,
  },
  relations: {},
});

export const lists = published({
  name: 'lists',
  fields: {
    id,
    name: required(200),
    languageCode: language(false),
    items: json({ check: checkKeyValueList, links: 'inside' }),
    active: flag(),
    ...timestamps,
  },
  relations: {},
});

export const menus = tree('menus', {
  name: required(200),
  languageCode: language(true),
  link: text(500, { links: 'self' }),
});

export const tags = entity({
  name: 'tags',
  read: 'public',
  fields: { id, name: required(100, { translatable: true }), slug: slug(), ...timestamps },
  relations: {
    posts: { kind: 'manyToMany', entity: 'posts', through: 'post_tags', from: 'tag_id', to: 'post_id' },
  },
});
