import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { parseListQuery } from '#domain/content/list-query-parser.ts';

/** What the list-query tests share: entities by name, a parsed query or its refusal, names to try. */

export const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};

export const query = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};
/**
 * A refused query: its code, the fields at fault as `path key` (one line), and the first field's message
 * values (the names a client may use instead).
 */
export const refusal = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (result.ok) throw new Error('expected a refusal');
  const fields = result.error.fields ?? [];
  return {
    code: result.error.code,
    message: fields.map((field) => `${field.path} ${field.key}`).join('; '),
    values: fields[0]?.values,
  };
};

/** Names no entity defines, including the ones an object inherits. */
export const STRANGE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'passwordHash',
  'id;drop',
  '',
];
