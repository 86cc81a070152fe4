import { findEntity } from '#domain/content/entities.ts';
import type { EntityDefinition } from '#domain/content/entity-definition.ts';
import { parseListQuery as parseListQueryRule } from '#domain/content/list-query-parser.ts';
import { wordedRule } from '../../../support/worded-rules.ts';

const parseListQuery = wordedRule(parseListQueryRule);

/** What the list-query tests share: entities by name, a parsed query or its refusal, names to try. */

export const entity = (name: string): EntityDefinition => {
  const definition = findEntity(name);
  if (!definition) throw new Error(`no entity ${name}`);
  return definition;
};

export const query = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.value;
};
export const refusal = (definition: EntityDefinition, raw: Record<string, unknown>) => {
  const result = parseListQuery(definition, raw);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
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
