import { afterAll, beforeAll, expect, it } from 'vitest';
import { SandboxMarketingEvents } from '#adapters/sandbox-marketing/sandbox-marketing-events.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aMarketingEvent, marketingEventsContract } from './marketing-events.contract.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

marketingEventsContract('the sandbox provider on PostgreSQL', () => {
  const events = new SandboxMarketingEvents({ knex: database.knex });
  return {
    events,
    counted: async (eventId) =>
      (await events.received(1000)).filter((record) => record.eventId === eventId).length,
  };
});

it('keeps the event as sent, visible to another process reading the table', async () => {
  const event = aMarketingEvent('purchase');
  await new SandboxMarketingEvents({ knex: database.knex }).send(event);
  const reader = new SandboxMarketingEvents({ knex: database.knex });
  const record = (await reader.received(1000)).find((row) => row.eventId === event.eventId);
  expect(record).toMatchObject({ name: 'purchase', event });
});
