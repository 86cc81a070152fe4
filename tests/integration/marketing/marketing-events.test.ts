import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import { FacebookConversionsApi } from '#adapters/facebook/facebook-conversions-api.ts';
import { PostgresMarketingSendLog } from '#adapters/postgres/postgres-marketing-send-log.ts';
import { PostgresOutboxRepository } from '#adapters/postgres/postgres-outbox-repository.ts';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import { SEND_MARKETING_EVENT_JOB } from '#application/marketing/marketing-job.ts';
import { RecordMarketingEvent } from '#application/marketing/record-marketing-event.ts';
import { sendMarketingEventHandler } from '#application/marketing/send-marketing-event-job.ts';
import type { JobQueue } from '#application/ports/job-queue.ts';
import { type FakeGraphApi, startFakeGraphApi } from '../../support/fake-graph-api.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let graph: FakeGraphApi;
const queues: JobQueue[] = [];
let now = new Date();
const clock = { now: () => now };
const logger = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  [database, graph] = await Promise.all([createTestDatabase(), startFakeGraphApi()]);
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
  await database.knex('outbox').delete();
});
afterAll(async () => {
  await graph?.close();
  await database?.destroy();
});

const origin = {
  sourceUrl: 'http://kyma.test/en/results?from=PIR&to=JTR&date=2027-07-01',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (integration)',
};
const search = { name: 'search' as const, searchString: 'PIR-JTR 2027-07-01' };

function record(enabled = true) {
  return new RecordMarketingEvent({
    outbox: new PostgresOutboxRepository(database.knex),
    ids: { next: () => randomUUID() },
    clock,
    enabled,
  });
}

const handler = () =>
  sendMarketingEventHandler({
    events: new FacebookConversionsApi({
      pixelId: graph.pixelId,
      accessToken: graph.accessToken,
      apiVersion: 'v25.0',
      graphUrl: graph.url,
      timeoutMs: 5000,
    }),
    sendLog: new PostgresMarketingSendLog({ knex: database.knex }),
    clock,
    logger,
  });

const marketingRows = () =>
  database.knex('outbox').where({ name: SEND_MARKETING_EVENT_JOB }).orderBy('created_at');
const sendOf = (jobId: string) => database.knex('marketing_sends').where({ job_id: jobId }).first();
const receivedWith = (searchString: string) =>
  graph.received().filter((event) => event.custom_data?.search_string === searchString);

async function relayInProcess() {
  const queue = new InProcessJobQueue();
  queues.push(queue);
  await queue.consume({ [SEND_MARKETING_EVENT_JOB]: handler() });
  return new RelayOutbox({ outbox: new PostgresOutboxRepository(database.knex), queue, clock, logger });
}

describe('marketing events through the outbox', () => {
  it('queues nothing for a visitor who has not chosen, refused marketing, or when no provider is set', async () => {
    expect(await record().execute({ consent: null, origin, event: search })).toBe('noConsent');
    expect(await record().execute({ consent: { marketing: false }, origin, event: search })).toBe(
      'noConsent',
    );
    expect(await record(false).execute({ consent: { marketing: true }, origin, event: search })).toBe(
      'disabled',
    );
    expect(await marketingRows()).toEqual([]);
  });

  it('with consent queues one event that is sent once, even when its job runs twice', async () => {
    const searchString = `PIR-JTR ${randomUUID()}`;
    expect(
      await record().execute({ consent: { marketing: true }, origin, event: { ...search, searchString } }),
    ).toBe('queued');
    const [row] = await marketingRows();
    expect(row).toMatchObject({ name: SEND_MARKETING_EVENT_JOB, relayed_at: null });
    expect(row.payload).toMatchObject({ eventId: row.id, origin, searchString });

    await (await relayInProcess()).execute({ batchSize: 10 });
    const requestsAfterFirstRun = graph.requests();
    // The queue delivers at least once: the same job again (a worker died before acknowledging).
    await handler()(row.payload, { id: row.id, name: SEND_MARKETING_EVENT_JOB });

    expect(graph.requests()).toBe(requestsAfterFirstRun);
    expect(receivedWith(searchString)).toHaveLength(1);
    expect(receivedWith(searchString)[0]).toMatchObject({
      event_name: 'Search',
      event_id: row.id,
      user_data: { client_ip_address: origin.ipAddress, client_user_agent: origin.userAgent },
    });
    expect(await sendOf(row.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect((await marketingRows())[0].relayed_at).not.toBeNull();
  });

  it('leaves a refused send pending in the outbox with its error, and sends it on the retry', async () => {
    const searchString = `PIR-JTR ${randomUUID()}`;
    await record().execute({ consent: { marketing: true }, origin, event: { ...search, searchString } });
    const [row] = await marketingRows();
    const relay = await relayInProcess();

    graph.failNext(1);
    await relay.execute({ batchSize: 10 });
    const pending = (await marketingRows())[0];
    expect(pending).toMatchObject({ relayed_at: null, attempts: 1 });
    expect(new Date(pending.next_attempt_at).getTime()).toBeGreaterThan(now.getTime());
    expect(await sendOf(row.id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/HTTP 500/),
    });
    expect(receivedWith(searchString)).toHaveLength(0);

    now = new Date(new Date(pending.next_attempt_at).getTime() + 1000);
    await relay.execute({ batchSize: 10 });
    expect(receivedWith(searchString)).toHaveLength(1);
    expect(await sendOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('on BullMQ, a failing Graph API fails the job visibly and the queue retries it', async () => {
    const failures: Array<string | undefined> = [];
    const queue = new BullmqJobQueue({
      redisUrl: inject('redisUrl'),
      concurrency: 1,
      stalledMs: 30_000,
      prefix: `kyma-test-${randomBytes(4).toString('hex')}`,
      onJobFailure: (job) => failures.push(job.id),
    });
    queues.push(queue);
    await queue.consume({ [SEND_MARKETING_EVENT_JOB]: handler() });
    const searchString = `PIR-JTR ${randomUUID()}`;
    await record().execute({ consent: { marketing: true }, origin, event: { ...search, searchString } });
    const [row] = await marketingRows();

    graph.failNext(1);
    await new RelayOutbox({
      outbox: new PostgresOutboxRepository(database.knex),
      queue,
      clock,
      logger,
    }).execute({
      batchSize: 10,
    });
    // The retry's answer reaches Graph before the job records it: wait for the record, not the request.
    await waitFor(async () => (await sendOf(row.id))?.status === 'sent');

    expect(receivedWith(searchString)).toHaveLength(1);
    expect(failures).toEqual([row.id]);
    expect(await sendOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
