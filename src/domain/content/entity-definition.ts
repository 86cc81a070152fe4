/**
 * What the content API knows about an entity. Every name a client may use (fields to select, filter and
 * sort by, relations to include) is listed here; the adapter turns these names into columns, so no text a
 * client sends ever becomes SQL.
 */
export type FieldType = 'integer' | 'string' | 'text' | 'boolean' | 'datetime' | 'json' | 'uuid';

export interface FieldDefinition {
  type: FieldType;
  /** Column name; the snake_case of the field name when absent. */
  column?: string;
  /** Clients may set it through POST and PATCH (default true). */
  writable?: boolean;
  /** Set on create only; moving a tree node has its own endpoint. */
  createOnly?: boolean;
  /** Must be given on create. */
  required?: boolean;
  /** May be null (default: true unless required). */
  nullable?: boolean;
  /** Has a per-language value in `<table>_translations`. */
  translatable?: boolean;
  /** Longest string accepted. */
  max?: number;
  min?: number;
  oneOf?: readonly string[];
  /** Never leaves the server and cannot be used in a query (password hashes). */
  hidden?: boolean;
  /** Writing it needs this permission besides the entity's write permission (e.g. a user's scope). */
  writePermission?: string;
  /** Extra check of a written value; returns what is wrong, or null. */
  check?: (value: unknown) => ValueProblem | null;
  /**
   * Pages render it as `href`: the string itself is a link (`self`), or the JSON value holds links under
   * link-named keys (`inside`, see safe-link.ts). Unsafe links are refused on write.
   */
  links?: 'self' | 'inside';
}

/**
 * What is wrong with a value: a message key (`VALIDATION_MESSAGE_KEYS`) with its placeholders, and where
 * inside the value when not the value itself (`[2]`, `[0].order`), so a refusal names the exact path.
 */
export interface ValueProblem {
  key: string;
  at?: string;
  values?: Record<string, string | number>;
}

export type RelationDefinition =
  /** This entity holds the foreign key (`field`). */
  | { kind: 'belongsTo'; entity: string; field: string }
  /** The other entity holds the foreign key (`foreignField`), ordered by `orderBy` when given. */
  | { kind: 'hasMany'; entity: string; foreignField: string; orderBy?: string }
  /** A join table `through` with columns `from` (this entity) and `to` (the other); writable as an id list. */
  | { kind: 'manyToMany'; entity: string; through: string; from: string; to: string };

type PrimaryKeyType = 'integer' | 'uuid' | 'string';

export interface EntityDefinition {
  /** The name in the URL, e.g. `popularroutes`. */
  name: string;
  table: string;
  primaryKey: { field: string; type: PrimaryKeyType };
  fields: Readonly<Record<string, FieldDefinition>>;
  relations: Readonly<Record<string, RelationDefinition>>;
  /** Published content is readable by anyone; private entities need the entity's read permission. */
  read: 'public' | 'private';
  /** The rows a reader without the read permission sees of a public entity. */
  published?: { field: string; equals: boolean };
  /** Clients may POST it through the generic API (files come by multipart, users by registration). */
  creatable: boolean;
  /** A tree through `parentId`, ordered among siblings by `position`. */
  tree: boolean;
  defaultOrder: readonly { field: string; direction: 'asc' | 'desc' }[];
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function columnOf(definition: EntityDefinition, field: string): string {
  return definition.fields[field]?.column ?? snakeCase(field);
}

/** Fields a client can see (and so select, filter and sort by). */
export function visibleFields(definition: EntityDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => !field.hidden)
    .map(([name]) => name);
}

export function translatableFields(definition: EntityDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => field.translatable)
    .map(([name]) => name);
}

/** A field by the name a client sent: only the entity's own fields, never something inherited such as `constructor`. */
export function fieldOf(definition: EntityDefinition, name: string): FieldDefinition | undefined {
  return Object.hasOwn(definition.fields, name) ? definition.fields[name] : undefined;
}
