import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import type { JobQueue } from '#application/ports/job-queue.ts';

const queues: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
});

function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(poll, 20);
    };
    poll();
  });
}

describe('BullMQ job queue on Redis', () => {
  function bullmq(onJobFailure: (job: { id: string | undefined }) => void = () => {}) {
    const queue = new BullmqJobQueue({
      redisUrl: inject('redisUrl'),
      concurrency: 2,
      stalledMs: 30_000,
      prefix: `kyma-test-${randomBytes(4).toString('hex')}`,
      onJobFailure,
    });
    queues.push(queue);
    return queue;
  }

  it('runs a job once even when the same outbox message is enqueued twice', async () => {
    const queue = bullmq();
    const handled: unknown[] = [];
    await queue.consume({ 'email.send': async (payload) => void handled.push(payload) });
    await queue.enqueue({ id: 'outbox-1', name: 'email.send', payload: { to: 'traveller@example.com' } });
    await queue.enqueue({ id: 'outbox-1', name: 'email.send', payload: { to: 'traveller@example.com' } });
    await queue.enqueue({ id: 'outbox-2', name: 'email.send', payload: { to: 'reseller@example.com' } });
    await waitFor(() => handled.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handled).toEqual([{ to: 'traveller@example.com' }, { to: 'reseller@example.com' }]);
  });

  it('keeps jobs enqueued before any worker runs, for the worker that starts later', async () => {
    const queue = bullmq();
    await queue.enqueue({ id: 'early', name: 'voucher.send', payload: { booking: 3 } });
    const handled: unknown[] = [];
    await queue.consume({ 'voucher.send': async (payload) => void handled.push(payload) });
    await waitFor(() => handled.length === 1);
    expect(handled).toEqual([{ booking: 3 }]);
  });

  it('reports a job that has no handler as failed', async () => {
    const failures: (string | undefined)[] = [];
    const queue = bullmq((job) => failures.push(job.id));
    await queue.consume({});
    await queue.enqueue({ id: 'orphan', name: 'unknown.job', payload: {} });
    await waitFor(() => failures.length > 0);
    expect(failures[0]).toBe('orphan');
  });

  it('answers a ping while Redis is up', async () => {
    await expect(bullmq().ping()).resolves.toBeUndefined();
  });
});

describe('in-process job queue', () => {
  it('runs the job before enqueue resolves, so the outbox marks it relayed only after success', async () => {
    const queue = new InProcessJobQueue();
    queues.push(queue);
    const handled: string[] = [];
    await queue.consume({ 'email.send': async (_payload, job) => void handled.push(job.id) });
    await queue.enqueue({ id: 'm1', name: 'email.send', payload: {} });
    expect(handled).toEqual(['m1']);
  });

  it('rejects when the handler fails or is missing, leaving the message in the outbox', async () => {
    const queue = new InProcessJobQueue();
    queues.push(queue);
    await expect(queue.enqueue({ id: 'm0', name: 'email.send', payload: {} })).rejects.toThrow(/No handler/);
    await queue.consume({
      'email.send': async () => {
        throw new Error('SMTP is down');
      },
    });
    await expect(queue.enqueue({ id: 'm1', name: 'email.send', payload: {} })).rejects.toThrow(
      'SMTP is down',
    );
  });
});
