import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresNewsletterRepository } from '#adapters/postgres/postgres-newsletter-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let db: TestDatabase;
let newsletter: PostgresNewsletterRepository;
const t0 = new Date('2026-07-01T08:00:00Z');
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  db = await createTestDatabase();
  newsletter = new PostgresNewsletterRepository(db.knex);
});
afterAll(() => db.destroy());

const signUp = (email: string, tokenHash: string, at = t0) => {
  const mail: OutboxMessage = { id: randomUUID(), name: 'email.send', payload: { to: email }, createdAt: at };
  return newsletter.requestSubscription(
    {
      id: randomUUID(),
      email,
      group: 'travellers',
      locale: 'en',
      tokenHash,
      tokenExpiresAt: new Date(at.getTime() + 7 * day),
      requestedAt: at,
    },
    [mail],
  );
};
const mailsTo = async (email: string) =>
  (await db.knex('outbox').whereRaw("payload->>'to' = ?", [email])).length;

describe('postgres newsletter subscriptions', () => {
  it('keeps a sign-up pending with its confirmation e-mail until the token confirms it, once', async () => {
    expect(await signUp('a@example.com', 'a'.repeat(64))).toBe('pending');
    expect(await mailsTo('a@example.com')).toBe(1);
    expect(await newsletter.confirm('a'.repeat(64), new Date(t0.getTime() + day))).toBe('confirmed');
    expect(await newsletter.confirm('a'.repeat(64), new Date(t0.getTime() + day))).toBe('invalid');
    const row = await db.knex('newsletter_subscriptions').where({ email: 'a@example.com' }).first();
    expect(row).toMatchObject({ status: 'confirmed', token_hash: null, group_id: 'travellers' });
  });

  it('sends nothing again to an address already confirmed', async () => {
    expect(await signUp('a@example.com', 'b'.repeat(64))).toBe('alreadyConfirmed');
    expect(await mailsTo('a@example.com')).toBe(1);
  });

  it('renews the token of a pending sign-up; the old link stops working', async () => {
    await signUp('c@example.com', 'c'.repeat(64));
    await signUp('c@example.com', 'd'.repeat(64));
    expect(await db.knex('newsletter_subscriptions').where({ email: 'c@example.com' })).toHaveLength(1);
    expect(await newsletter.confirm('c'.repeat(64), t0)).toBe('invalid');
    expect(await newsletter.confirm('d'.repeat(64), t0)).toBe('confirmed');
  });

  it('refuses an expired link', async () => {
    await signUp('e@example.com', 'e'.repeat(64));
    expect(await newsletter.confirm('e'.repeat(64), new Date(t0.getTime() + 8 * day))).toBe('invalid');
  });

  it('keeps one row when the same address signs up twice at the same moment', async () => {
    const outcomes = await Promise.all([
      signUp('f@example.com', 'f'.repeat(64)),
      signUp('f@example.com', '0'.repeat(64)),
    ]);
    expect(outcomes).toEqual(['pending', 'pending']);
    expect(await db.knex('newsletter_subscriptions').where({ email: 'f@example.com' })).toHaveLength(1);
  });
});
