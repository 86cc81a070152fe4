import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PostgresOutboxRepository } from '#adapters/postgres/postgres-outbox-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let db: TestDatabase;
let outbox: PostgresOutboxRepository;
const t0 = new Date('2026-07-01T08:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  outbox = new PostgresOutboxRepository(db.knex);
});
beforeEach(() => db.knex('outbox').del());
afterAll(() => db.destroy());

describe('postgres outbox', () => {
  it('relays due messages oldest first and never again once relayed', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await outbox.add({
      id: second,
      name: 'email.send',
      payload: { to: 'b' },
      createdAt: new Date(t0.getTime() + 1),
    });
    await outbox.add({ id: first, name: 'voucher.send', payload: { booking: 7 }, createdAt: t0 });

    const seen: unknown[] = [];
    const relayed = await outbox.relayDue(t0, 10, async (message) => {
      seen.push(message);
      return 'relayed';
    });
    expect(relayed).toBe(1);
    expect(seen).toEqual([{ id: first, name: 'voucher.send', payload: { booking: 7 } }]);

    const later = new Date(t0.getTime() + 1000);
    await outbox.relayDue(later, 10, async (message) => {
      seen.push(message.id);
      return 'relayed';
    });
    await outbox.relayDue(later, 10, async (message) => {
      seen.push(message.id);
      return 'relayed';
    });
    expect(seen.slice(1)).toEqual([second]);
  });

  it('keeps a failed message and retries it only after a back-off', async () => {
    const id = randomUUID();
    await outbox.add({ id, name: 'email.send', payload: {}, createdAt: t0 });
    await outbox.relayDue(t0, 10, async () => ({ failed: 'queue down' }));
    const tooSoon: string[] = [];
    await outbox.relayDue(new Date(t0.getTime() + 500), 10, async (message) => {
      tooSoon.push(message.id);
      return 'relayed';
    });
    expect(tooSoon).toEqual([]);
    const retried: string[] = [];
    await outbox.relayDue(new Date(t0.getTime() + 1500), 10, async (message) => {
      retried.push(message.id);
      return 'relayed';
    });
    expect(retried).toEqual([id]);
    const row = await db.knex('outbox').where({ id }).first();
    expect(row.attempts).toBe(2);
    expect(row.relayed_at).not.toBeNull();
  });

  it('lets concurrent relays share the outbox without taking a message twice', async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    for (const [index, id] of ids.entries()) {
      await outbox.add({
        id,
        name: 'email.send',
        payload: { index },
        createdAt: new Date(t0.getTime() + index),
      });
    }
    const taken: string[] = [];
    const relayer = () =>
      outbox.relayDue(new Date(t0.getTime() + 60_000), 40, async (message) => {
        taken.push(message.id);
        await new Promise((resolve) => setTimeout(resolve, 2));
        return 'relayed';
      });
    await Promise.all([relayer(), relayer(), relayer(), relayer()]);
    expect(taken.sort()).toEqual([...ids].sort());
  });
});
