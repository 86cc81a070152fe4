import { CONTENT_ENTITIES } from '#domain/content/entities.ts';
import type { EntityDefinition, FieldDefinition } from '#domain/content/entity-definition.ts';
import { MAX_TAKE, OPERATORS } from '#domain/content/list-query.ts';
import { includableNames } from '#domain/content/list-query-parser.ts';
import type { ApiRoute } from './api-route.ts';

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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const queryParameter = (
  name: string,
  description: string,
  schema: Record<string, unknown> = { type: 'string' },
) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** OpenAPI 3.1 for `/api`, generated from the route table and the entity definitions, so it cannot drift. */
export function openApiDocument(routes: readonly ApiRoute[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema:
        match[1] === 'entity'
          ? { type: 'string', enum: CONTENT_ENTITIES.map((entity) => entity.name) }
          : { type: 'string' },
    }));
    if (route.path === '/:entity' && route.method === 'get') {
      parameters.push(
        queryParameter('select', 'JSON list (or comma list) of field names') as never,
        queryParameter('take', `rows per page, 1 to ${MAX_TAKE}`, { type: 'integer' }) as never,
        queryParameter('page', 'page number from 1', { type: 'integer' }) as never,
        queryParameter(
          'where',
          `JSON filter: {"field": value} or {"field": {"op": value}}, ops ${OPERATORS.join(', ')}; AND/OR lists`,
        ) as never,
        queryParameter('orderBy', 'JSON {"field": "asc"|"desc"} or a list of them') as never,
        queryParameter('lang', 'language of translated fields') as never,
        queryParameter('include', 'JSON list of relation names') as never,
      );
    }
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      parameters,
      security: route.access === 'public' ? [] : [{ bearer: [] }],
      'x-access': route.access,
      ...(['post', 'patch', 'put'].includes(route.method) && route.path !== '/files'
        ? {
            requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } },
          }
        : {}),
      ...(route.path === '/files' && route.method === 'post'
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      file: { type: 'string', contentMediaType: 'application/octet-stream' },
                      data: { type: 'string' },
                    },
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        '200': { description: 'OK' },
        '400': errorResponse('The request is invalid; the message says why'),
        '401': errorResponse('Sign in first, or the token is invalid'),
        '403': errorResponse('The caller lacks the permission'),
        '404': errorResponse('Not found'),
        '429': errorResponse('Too many attempts'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kyma content API',
      version: '1.0.0',
      description:
        'Content, accounts and files. Permissions are `<entity>:read` and `<entity>:write` in the user scope (or `admin`). Public entities are readable by anyone (published rows only).',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                message: {
                  type: 'string',
                  description: 'In the language of ?lang= or Accept-Language when `key` is present',
                },
                key: { type: 'string', description: 'Message key of a localized message' },
                details: { type: 'array', items: { type: 'string' } },
              },
              required: ['code', 'message'],
            },
          },
        },
        ...Object.fromEntries(CONTENT_ENTITIES.map((entity) => [entity.name, entitySchema(entity)])),
      },
    },
  };
}
