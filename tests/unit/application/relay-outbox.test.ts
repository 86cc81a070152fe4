import { describe, expect, it } from 'vitest';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import type { JobMessage, JobQueue } from '#application/ports/job-queue.ts';
import type { OutboxRepository, RelayOutcome } from '#application/ports/outbox-repository.ts';

const now = new Date('2026-07-01T08:00:00Z');

function outboxWith(messages: JobMessage[]) {
  const outcomes = new Map<string, RelayOutcome>();
  const outbox: OutboxRepository = {
    add: async () => {},
    async relayDue(at, limit, relay) {
      expect(at).toBe(now);
      let relayed = 0;
      for (const message of messages.slice(0, limit)) {
        const outcome = await relay(message);
        outcomes.set(message.id, outcome);
        if (outcome === 'relayed') relayed += 1;
      }
      return relayed;
    },
  };
  return { outbox, outcomes };
}

describe('relay outbox', () => {
  it('hands due messages to the queue and reports failures with their error for a later retry', async () => {
    const { outbox, outcomes } = outboxWith([
      { id: 'a', name: 'voucher.send', payload: { booking: 1 } },
      { id: 'b', name: 'email.send', payload: {} },
    ]);
    const enqueued: string[] = [];
    const warnings: object[] = [];
    const queue: JobQueue = {
      async enqueue(job) {
        if (job.id === 'b') throw new Error('redis is down');
        enqueued.push(job.id);
      },
      consume: async () => {},
      ping: async () => {},
      close: async () => {},
    };
    const relay = new RelayOutbox({
      outbox,
      queue,
      clock: { now: () => now },
      logger: { info() {}, error() {}, warn: (details) => warnings.push(details) },
    });
    expect(await relay.execute({ batchSize: 10 })).toBe(1);
    expect(enqueued).toEqual(['a']);
    expect(outcomes).toEqual(
      new Map<string, RelayOutcome>([
        ['a', 'relayed'],
        ['b', { failed: 'redis is down' }],
      ]),
    );
    expect(warnings).toEqual([expect.objectContaining({ outboxId: 'b', job: 'email.send' })]);
  });
});
