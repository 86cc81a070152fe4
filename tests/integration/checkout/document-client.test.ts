import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { type Answer, type McpSite, payOnSandboxPage, startMcpSite } from '../../support/mcp-site.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let site: McpSite;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  site = await startMcpSite(database.knex);
});
afterAll(async () => {
  await site?.close();
  await database?.destroy();
});

interface Operation {
  method: string;
  path: string;
  requestBody?: { content: { 'application/json': { examples?: Record<string, { value: unknown }> } } };
}

/**
 * A client that knows nothing of Kyma but its published document (issue #52): each call named by its
 * operationId, its method and path read from the document, its example bodies taken from there, and every
 * answer checked against the document's schema for its status.
 */
async function documentClient(base: string) {
  const document = (await (await fetch(`${base}/booking/openapi.json`)).json()) as Answer;
  const contract = openApiValidator(document);
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Answer>>))
    for (const [method, operation] of Object.entries(methods))
      operations.set(operation.operationId, { method, path, requestBody: operation.requestBody });
  const server = (document.servers as Array<{ url: string }>)[0]!.url;
  const found = (operationId: string) => {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`the document has no ${operationId}`);
    return operation;
  };
  return {
    /** The first example body the document gives an operation. */
    example(operationId: string) {
      const examples = found(operationId).requestBody?.content['application/json'].examples ?? {};
      return structuredClone(Object.values(examples)[0]!.value) as Answer;
    },
    async call(
      operationId: string,
      request: {
        params?: Record<string, string>;
        query?: Record<string, string>;
        body?: unknown;
        secret?: string;
      },
    ) {
      const { method, path } = found(operationId);
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(request.params![name]!),
      );
      const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
      const answer = await fetch(`${base}${server}${filled}${query}`, {
        method: method.toUpperCase(),
        headers: {
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(request.secret ? { Authorization: `Order ${request.secret}` } : {}),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const body = (await answer.json()) as Answer;
      expect(contract.answer(method, path, answer.status, body), `${operationId} ${answer.status}`).toEqual(
        [],
      );
      return { status: answer.status, body };
    },
  };
}

describe('a client made from the booking document alone (issue #52)', () => {
  it('books the document’s example cart, pays it, and accepts a change of sailing it was offered', async () => {
    const client = await documentClient(site.base);
    const cart = client.example('placeOrder');
    const placed = await client.call('placeOrder', { body: cart });
    expect(placed.status).toBe(201);
    const { reference, secret } = placed.body;
    const onOrder = { params: { reference }, secret };
    const payment = await client.call('startOrderPayment', { ...onOrder, body: {} });
    expect(payment.status).toBe(200);
    expect(await payOnSandboxPage(payment.body.redirect.url)).toEqual({ paid: 303, back: 303 });
    await site.drain();
    expect((await client.call('getOrder', onOrder)).body.order.status).toBe('ticketed');

    const day = (cart.legs[0].departureDatetime as string).slice(0, 10);
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const listed = await client.call('listChangeSailings', {
      ...onOrder,
      query: { legIndex: '0', date: nextDay },
    });
    expect(listed.status).toBe(200);
    const offer = listed.body.sailings.find((sailing: Answer) => sailing.quote && !sailing.refusal);
    const held = await client.call('holdOrderChange', {
      ...onOrder,
      body: { legIndex: 0, kind: 'sailing', tripId: offer.tripId },
    });
    expect(held.status).toBe(200);
    const { change } = held.body;
    expect(change).toMatchObject({ status: 'held', total: offer.quote.total });
    const onChange = { params: { reference, changeId: change.id }, secret };
    if (change.payment) {
      const started = await client.call('startChangePayment', { ...onChange, body: {} });
      expect(await payOnSandboxPage(started.body.redirect.url)).toEqual({ paid: 303, back: 303 });
    } else {
      expect((await client.call('confirmOrderChange', onChange)).status).toBe(200);
    }
    await site.drain();
    const moved = await client.call('getOrder', onOrder);
    expect(moved.body.order.legs[0].departureDatetime).toBe(offer.departureDatetime);
    expect((await client.call('getOrderChange', onChange)).body.change.status).toBe('done');
  });
});
