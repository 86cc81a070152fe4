import { messages as m } from '../errors/validation-message-keys.ts';
import type { FieldDefinition, ValueProblem } from './entity-definition.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks a value against the field's type, so the database never sees a value of the wrong kind. */
export function checkFieldValue(definition: FieldDefinition, value: unknown): ValueProblem | null {
  switch (definition.type) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : { key: m.invalidNumber };
    case 'boolean':
      return typeof value === 'boolean' ? null : { key: m.notAFlag };
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? null : { key: m.invalidUuid };
    case 'datetime':
      return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
        ? null
        : { key: m.invalidDateTime };
    case 'string':
    case 'text':
      return typeof value === 'string' && value.length <= 1000 ? null : { key: m.invalidValue };
    default:
      // A JSON field can only be tested with isNull.
      return { key: m.cannotFilter };
  }
}
