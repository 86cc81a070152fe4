import type { AnyObject, ObjectSchema, Schema as YupSchema } from 'yup';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import type { Caller, Endpoint, Example, HeaderName, ResponseSpec } from './endpoint.ts';
import { answerJsonSchema, requestJsonSchema } from './json-schema.ts';

/** What the document reads of an endpoint: everything but its handler and how its caller is checked. */
type DescribedEndpoint = Omit<Endpoint<never>, 'handle' | 'caller'> & {
  caller: Pick<Caller<never, unknown>, 'security' | 'description'>;
};

type Json = Record<string, unknown>;

const HEADERS: Record<HeaderName, Json> = {
  uuid: { schema: { type: 'string', maxLength: 64 }, description: 'Booking session id' },
  'Idempotency-Key': {
    schema: { type: 'string', maxLength: 128 },
    description: 'Same caller, key and body replay the first answer; another body gives 422',
  },
};

const LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  schema: { enum: LOCALE_CODES, default: 'el' },
  description: 'Language of the messages',
};

const named = (examples: readonly Example[], value: (example: Example) => unknown) =>
  Object.fromEntries(
    examples
      .filter((example) => value(example) !== undefined)
      .map((example) => [example.summary, { summary: example.summary, value: value(example) }]),
  );

/**
 * The examples a document shows as requests: those the API takes as valid. One sent to show a 400 or a 422
 * (a weak password, a body that breaks the schema) stays a runnable example of the endpoint, not a request
 * the document offers, as it would contradict the schema beside it.
 */
const wellFormed = (examples: readonly Example[]) =>
  examples.filter((example) => example.status !== 400 && example.status !== 422);

/** A parameter's example as its schema types it: a query or path string of digits is an integer there. */
function typed(schema: Json, value: unknown): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;
}

function pathParameters(endpoint: DescribedEndpoint): Json[] {
  return [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    examples: named(wellFormed(endpoint.examples), (example) => example.params?.[name!]),
  }));
}

function queryParameters(endpoint: DescribedEndpoint): Json[] {
  const schema = endpoint.query as ObjectSchema<AnyObject> | undefined;
  const fields = Object.entries(schema?.fields ?? {}) as [string, YupSchema][];
  const parameters = fields.map(([name, field]) => {
    const schema = requestJsonSchema(field);
    return {
      name,
      in: 'query',
      required: !field.spec.optional,
      schema,
      examples: named(wellFormed(endpoint.examples), (example) => typed(schema, example.query?.[name])),
    };
  });
  // Every endpoint answers in the language of `?lang=`, whether or not its schema names it.
  return fields.some(([name]) => name === 'lang') ? parameters : [LANG, ...parameters];
}

function headerParameters(endpoint: DescribedEndpoint): Json[] {
  const names = [...(endpoint.headers ?? []), ...(endpoint.idempotent ? ['Idempotency-Key' as const] : [])];
  return names.map((name) => ({ name, in: 'header', required: false, ...HEADERS[name] }));
}

function requestBody(endpoint: DescribedEndpoint): Json | undefined {
  if (endpoint.multipart)
    return { required: true, content: { 'multipart/form-data': { schema: endpoint.multipart } } };
  if (!endpoint.body && !endpoint.bodyJsonSchema) return undefined;
  const schema = endpoint.bodyJsonSchema ?? requestJsonSchema(endpoint.body!);
  const examples = named(wellFormed(endpoint.examples), (example) => example.body);
  return { required: true, content: { 'application/json': { schema, examples } } };
}

/** What a 429 brings beside `error` when the limit says when to try again, as its Retry-After header does. */
const RETRY_LATER = {
  retryAfterSeconds: {
    type: 'integer',
    minimum: 1,
    description: 'With `tooManyRequests` from a rate limit: seconds to wait, as `Retry-After` says',
  },
};

function response(spec: ResponseSpec, status: string): Json {
  if ('json' in spec)
    return { description: spec.description, content: { 'application/json': { schema: spec.json } } };
  if ('answer' in spec)
    return {
      description: spec.description,
      content: { 'application/json': { schema: answerJsonSchema(spec.answer) } },
    };
  if ('error' in spec) {
    const error = { $ref: '#/components/schemas/Error' };
    const beside = status === '429' ? { ...RETRY_LATER, ...spec.beside } : spec.beside;
    const schema = beside ? { allOf: [error, { type: 'object', properties: beside }] } : error;
    return { description: spec.description, content: { 'application/json': { schema } } };
  }
  if ('file' in spec)
    return {
      description: spec.description,
      content: { [spec.file]: { schema: { type: 'string', contentMediaType: spec.file } } },
    };
  return { description: spec.description };
}

function operation(endpoint: DescribedEndpoint, tags: readonly string[]): Json {
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.operationId,
    tags,
    summary: endpoint.summary,
    description: `Who may call: ${endpoint.caller.description}`,
    security: endpoint.caller.security,
    parameters: [...pathParameters(endpoint), ...queryParameters(endpoint), ...headerParameters(endpoint)],
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, spec]) => [status, response(spec, status)]),
    ),
  };
}

/** A group of operations as the document lists them: its name, what it is for, and its endpoints. */
interface DocumentTag {
  name: string;
  description: string;
  endpoints: readonly DescribedEndpoint[];
}

export interface DocumentHead {
  title: string;
  description: string;
  server: string;
  /** Each endpoint goes under the first tag that lists it; one no tag lists is left untagged (the lint says so). */
  tags: readonly DocumentTag[];
  components: { schemas: Json; securitySchemes: Json };
}

/** OpenAPI 3.1 of a list of endpoints: every path, parameter, body, answer, caller and example from them. */
export function endpointOpenApi(endpoints: readonly DescribedEndpoint[], head: DocumentHead) {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const tag = head.tags.find((candidate) => candidate.endpoints.includes(endpoint));
    paths[path] = { ...paths[path], [endpoint.method]: operation(endpoint, tag ? [tag.name] : []) };
  }
  return {
    openapi: '3.1.0',
    info: { title: head.title, version: '1.0.0', description: head.description },
    servers: [{ url: head.server }],
    tags: head.tags.map(({ name, description }) => ({ name, description })),
    paths,
    components: head.components,
  };
}
