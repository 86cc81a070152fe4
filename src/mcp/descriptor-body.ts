import type { ObjectSchema } from 'yup';
import type { Endpoint } from '#web/api/endpoint/endpoint.ts';

/**
 * A booking API descriptor's body schema and JSON Schema, for the tool that does what that endpoint does: the
 * agents' tools and the API take one shape, checked by one schema.
 */
export function descriptorBody<I>(
  endpoints: readonly Endpoint<never>[],
  operationId: string,
): { input: ObjectSchema<I & object>; inputJsonSchema?: object } {
  const descriptor = endpoints.find((endpoint) => endpoint.operationId === operationId);
  if (!descriptor?.body) throw new Error(`no booking API endpoint ${operationId} with a body`);
  return {
    input: descriptor.body as unknown as ObjectSchema<I & object>,
    ...(descriptor.bodyJsonSchema ? { inputJsonSchema: descriptor.bodyJsonSchema } : {}),
  };
}
