/**
 * The content staff edit in the back office (issue #11 item 8), each an entity of the content API. Fields
 * are named as the API names them; their types, limits and translatability come from the entity's
 * definition. `translated` fields are edited per language (the row holds Greek, the others are
 * translations); pages and menus are rows of one language each, so they are listed by language instead.
 */
export interface ContentKind {
  entity: string;
  /** The field lists show and search by. */
  nameField: string;
  base: readonly string[];
  translated: readonly string[];
  /** Fields holding a file id that staff may upload a new image for. */
  images: readonly string[];
  /** Rows of one language each (`languageCode`). */
  perLanguage: boolean;
}

const PAGE_TEXT = ['slug', 'summary', 'metaDescription'] as const;

export const CONTENT_KINDS = {
  destinations: {
    entity: 'destinations',
    nameField: 'name',
    base: ['active', 'position'],
    translated: ['name', 'title', ...PAGE_TEXT, 'description'],
    images: ['mainImageId', 'smallImageId'],
    perLanguage: false,
  },
  companies: {
    entity: 'companies',
    nameField: 'name',
    base: ['name', 'code', 'active', 'position'],
    translated: ['title', ...PAGE_TEXT, 'description'],
    images: ['logoId'],
    perLanguage: false,
  },
  offers: {
    entity: 'offers',
    nameField: 'title',
    base: ['active', 'validFrom', 'validUntil', 'position'],
    translated: ['title', ...PAGE_TEXT, 'description'],
    images: ['mainImageId', 'smallImageId'],
    perLanguage: false,
  },
  posts: {
    entity: 'posts',
    nameField: 'title',
    base: ['active', 'publishedAt'],
    translated: ['title', ...PAGE_TEXT, 'content'],
    images: ['mainImageId'],
    perLanguage: false,
  },
  pages: {
    entity: 'pages',
    nameField: 'title',
    base: ['title', 'slug', 'metaDescription', 'active'],
    translated: [],
    images: ['mainImageId'],
    perLanguage: true,
  },
  menus: {
    entity: 'menus',
    nameField: 'name',
    base: ['name', 'link', 'active'],
    translated: [],
    images: [],
    perLanguage: true,
  },
} as const satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];

/** The fields of an edit form: the shared ones, then those of the language being edited. */
export function formFields(kind: ContentKind): string[] {
  return [...kind.base, ...kind.translated];
}
