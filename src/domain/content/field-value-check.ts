import type { FieldDefinition } from './entity-definition.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks a value against the field's type, so the database never sees a value of the wrong kind. */
export function checkFieldValue(field: string, definition: FieldDefinition, value: unknown): string | null {
  switch (definition.type) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : `${field} must be a whole number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field} must be true or false`;
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? null : `${field} must be a UUID`;
    case 'datetime':
      return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
        ? null
        : `${field} must be an ISO 8601 date-time`;
    case 'string':
    case 'text':
      return typeof value === 'string' && value.length <= 1000 ? null : `${field} must be a string`;
    case 'json':
      return `${field} can only be tested with isNull`;
    default:
      return `${field} cannot be filtered`;
  }
}
