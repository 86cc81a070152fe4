import { object } from 'yup';
import { anyone } from './anyone.ts';
import { type Endpoint, endpointOf } from './endpoint.ts';

/** The endpoint that serves an API's own OpenAPI document. */
export const documentEndpoint = <D>(document: object): Endpoint<D> =>
  endpointOf<D>()({
    operationId: 'openApi',
    method: 'get',
    path: '/openapi.json',
    summary: 'This API as OpenAPI 3.1',
    caller: anyone,
    responses: { 200: { description: 'This document', answer: object() } },
    examples: [{ summary: 'The document', status: 200 }],
    handle: async () => ({ status: 200, body: document }),
  });
