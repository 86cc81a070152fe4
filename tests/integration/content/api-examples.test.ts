import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityCreator, entityReader, entityWriter, permitted, signedIn } from '#web/api/api-callers.ts';
import { API_ENDPOINTS } from '#web/api/api-endpoints.ts';
import { apiOpenApi } from '#web/api/openapi.ts';
import { mismatches, sendExample } from '../../support/endpoint-examples.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { ADMIN, type ApiHarness, startApiHarness } from './api-harness.ts';

let h: ApiHarness;
const STAFF_CALLERS = new Set<unknown>([permitted, signedIn, entityReader, entityWriter, entityCreator]);
let admin: string;

beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await h.close();
});

describe('the /api examples', () => {
  it('answer as the document says, sent as a client reading it would', async () => {
    const contract = openApiValidator(JSON.parse(JSON.stringify(apiOpenApi)));
    const failures: string[] = [];
    for (const endpoint of API_ENDPOINTS) {
      // Staff calls go with an administrator's token; the token-holder's calls are shown without one.
      const staff = STAFF_CALLERS.has(endpoint.caller);
      for (const example of endpoint.examples) {
        const answer = await sendExample(h.app, '/api', endpoint, example, {
          authorization: staff ? admin : undefined,
        });
        for (const problem of mismatches(contract, endpoint, example, answer))
          failures.push(`${endpoint.operationId} (${example.summary}): ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('states who may call every operation and describes every body beyond "an object"', () => {
    type Operation = { security?: unknown; requestBody?: { content: Record<string, { schema: object }> } };
    for (const [path, operations] of Object.entries(apiOpenApi.paths))
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        expect(operation.security, `${method} ${path}`).toBeDefined();
        for (const { schema } of Object.values(operation.requestBody?.content ?? {}))
          expect(
            Object.keys(schema).filter((key) => key !== 'type'),
            `${method} ${path}`,
          ).not.toEqual([]);
      }
  });
});
