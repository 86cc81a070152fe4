import { CONTENT_ENTITIES } from '#domain/content/entities.ts';
import type { EntityDefinition, FieldDefinition } from '#domain/content/entity-definition.ts';
import { includableNames } from '#domain/content/list-query-parser.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { ACCOUNT_ENDPOINTS } from './account-endpoints.ts';
import { API_ENDPOINTS } from './api-endpoints.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';
import { CONTENT_ENDPOINTS } from './content-endpoints.ts';
import { endpointOpenApi } from './endpoint/endpoint-openapi.ts';
import { answerJsonSchema } from './endpoint/json-schema.ts';
import { FILE_ENDPOINTS } from './file-endpoints.ts';

const SCHEMA_TYPE: Record<FieldDefinition['type'], { type?: string; format?: string }> = {
  integer: { type: 'integer' },
  string: { type: 'string' },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  datetime: { type: 'string', format: 'date-time' },
  json: {},
  uuid: { type: 'string', format: 'uuid' },
};

function entitySchema(entity: EntityDefinition) {
  const properties: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.hidden) continue;
    const nullable = field.nullable ?? !field.required;
    const base: Record<string, unknown> = {
      ...SCHEMA_TYPE[field.type],
      ...(field.max ? { maxLength: field.max } : {}),
      ...(field.oneOf ? { enum: field.oneOf } : {}),
    };
    properties[name] = {
      ...(nullable && field.type !== 'json' ? { ...base, type: [base.type, 'null'] } : base),
      ...((field.writable ?? true) ? {} : { readOnly: true }),
      ...(field.translatable
        ? { description: 'translatable: per-language values under `translations`' }
        : {}),
    };
  }
  return {
    type: 'object',
    properties,
    required: Object.entries(entity.fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name),
    'x-relations': includableNames(entity),
    'x-read': entity.read,
    'x-tree': entity.tree,
  };
}

/**
 * What `PATCH /{entity}/{id}` takes for the entity: any of the fields a client may change, none required
 * (the fields left out keep their values); read-only and create-only fields are not among them.
 */
function entityChangeSchema(entity: EntityDefinition) {
  const { properties } = entitySchema(entity);
  const changeable = Object.entries(entity.fields).filter(
    ([, field]) => !field.hidden && (field.writable ?? true) && !field.createOnly,
  );
  return {
    type: 'object',
    description: `Fields of a ${entity.name} row to change; those left out keep their values`,
    properties: Object.fromEntries(changeable.map(([name]) => [name, properties[name]])),
  };
}

/** OpenAPI 3.1 of `/api`, generated from its endpoints and the entity definitions, so it cannot drift. */
export const apiOpenApi = endpointOpenApi(API_ENDPOINTS, {
  title: 'Kyma content API',
  description:
    'Content, accounts and files. Permissions are `<entity>:read` and `<entity>:write` in the user scope (or `admin`). Public entities are readable by anyone (published rows only).',
  server: '/api',
  tags: [
    { name: 'Auth', description: 'Signing in and out, accounts and their links', endpoints: AUTH_ENDPOINTS },
    { name: 'Account', description: 'The signed-in user', endpoints: ACCOUNT_ENDPOINTS },
    { name: 'Files', description: 'Uploads and downloads', endpoints: FILE_ENDPOINTS },
    { name: 'Content', description: 'Rows of every content entity, and trees', endpoints: CONTENT_ENDPOINTS },
  ],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      // The one refusal body, as `/booking` answers it (decision 0052).
      Error: answerJsonSchema(FERRY_ANSWERS.error),
      ...Object.fromEntries(CONTENT_ENTITIES.map((entity) => [entity.name, entitySchema(entity)])),
      ...Object.fromEntries(
        CONTENT_ENTITIES.map((entity) => [`${entity.name}Change`, entityChangeSchema(entity)]),
      ),
    },
  },
});
