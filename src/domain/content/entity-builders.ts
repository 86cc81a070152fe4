import { belongsTo, flag, hasMany, id, int, uuidId } from './content-fields.ts';
import type { EntityDefinition, FieldDefinition } from './entity-definition.ts';

type Defaulted = 'table' | 'primaryKey' | 'creatable' | 'tree' | 'defaultOrder';
export type EntityInput = Omit<EntityDefinition, Defaulted> & Partial<Pick<EntityDefinition, Defaulted>>;

/** Lookups by client-given names must never find `constructor` or `__proto__`: no prototype here. */
const dictionary = <T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

/** An entity with the usual defaults: table named as the entity, integer `id`, creatable, sorted by key. */
export function entity({ name, table = name, ...definition }: EntityInput): EntityDefinition {
  return {
    primaryKey: { field: 'id', type: 'integer' },
    creatable: true,
    tree: false,
    defaultOrder: [{ field: definition.primaryKey?.field ?? 'id', direction: 'asc' }],
    name,
    table,
    ...definition,
    fields: dictionary(definition.fields),
    relations: dictionary(definition.relations),
  };
}

/** Rows grouped by their parent, each group in the staff's order. */
export const positionWithin = (parent: string): EntityDefinition['defaultOrder'] => [
  { field: parent, direction: 'asc' },
  { field: 'position', direction: 'asc' },
];

/** A log the server writes (uploaded files, sent e-mails): known by a UUID, newest first, never POSTed. */
export const serverLog = (definition: Omit<EntityInput, 'read' | 'primaryKey'>) =>
  entity({
    read: 'private',
    creatable: false,
    primaryKey: { field: 'id', type: 'uuid' },
    defaultOrder: [{ field: 'createdAt', direction: 'desc' }],
    ...definition,
    fields: { id: uuidId, ...definition.fields },
  });

const ACTIVE = { field: 'active', equals: true } as const;

/** Public content: anyone reads its active rows. */
export const published = (definition: Omit<EntityInput, 'read'>) =>
  entity({ read: 'public', published: ACTIVE, ...definition });

/** Public content the staff put in order (`position`): destinations, offers, companies... */
export const listing = (definition: Omit<EntityInput, 'read'>) =>
  published({ defaultOrder: [{ field: 'position', direction: 'asc' }], ...definition });

/**
 * A tree through `parentId` (categories, menus): a node is placed on create and moved by its own endpoint,
 * so neither its parent nor its position is written through PATCH.
 */
export function tree(
  name: string,
  fields: Record<string, FieldDefinition>,
  after: Record<string, FieldDefinition> = {},
): EntityDefinition {
  return published({
    name,
    tree: true,
    defaultOrder: positionWithin('parentId'),
    fields: {
      id,
      parentId: int({ createOnly: true }),
      ...fields,
      active: flag(),
      position: int({ writable: false }),
      ...after,
    },
    relations: {
      parent: belongsTo(name, 'parentId'),
      children: hasMany(name, 'parentId', 'position'),
    },
  });
}
