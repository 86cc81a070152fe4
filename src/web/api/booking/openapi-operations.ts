/** The pieces every booking/ API operation is described with: its parameters, errors and answer. */

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const errors = {
  '400': errorResponse('Invalid request: field-level errors, localized by `lang`'),
  '404': errorResponse('Not found'),
  '409': errorResponse('No availability, expired hold or wrong booking state'),
  '422': errorResponse('Refused card or number, or an Idempotency-Key reused with another body'),
  '503': errorResponse('No upstream system answered'),
};

const optional = (name: string, place: 'query' | 'header', schema: object, description?: string) => ({
  name,
  in: place,
  required: false,
  schema,
  ...(description ? { description } : {}),
});
const lang = optional('lang', 'query', { enum: ['el', 'en', 'de', 'es', 'fr', 'it', 'sq'], default: 'el' });
const userId = optional('user_id', 'query', { type: 'string' }, 'Reseller user id');
const uuid = optional('uuid', 'header', { type: 'string' }, 'Booking session id');
export const idempotencyKey = optional(
  'Idempotency-Key',
  'header',
  { type: 'string', maxLength: 128 },
  'Same caller, key and body replay the first answer; another body gives 422',
);

const answers = (schema: object) => ({
  '200': { description: 'OK', content: { 'application/json': { schema } } },
  ...errors,
});

export function get(
  operationId: string,
  summary: string,
  schema: object,
  parameters: object[] = [],
  example: Record<string, string> = {},
) {
  return {
    get: {
      operationId,
      summary,
      parameters: [lang, ...parameters],
      'x-example-query': example,
      responses: answers(schema),
    },
  };
}

export function post(
  operationId: string,
  summary: string,
  request: { schema: object; example: object },
  schema: object,
  options: { booking?: boolean; reseller?: boolean } = {},
) {
  return {
    post: {
      operationId,
      summary,
      parameters: [
        lang,
        uuid,
        ...(options.reseller ? [userId] : []),
        ...(options.booking ? [idempotencyKey] : []),
      ],
      requestBody: {
        required: true,
        content: { 'application/json': request },
      },
      responses: answers(schema),
    },
  };
}
