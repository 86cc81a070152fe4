import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { PORTS } from '#container';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder as ticketedOrderOf,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await database?.destroy();
});

const ticketedOrder = (trip: Trip, email: string) => ticketedOrderOf(database.knex, harness, trip, email);

const signInMails = (reference: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readableMail(readFileSync(path.join(harness.mailDir, file), 'utf8')))
    .filter((mail) => mail.includes(`sign-in link for booking ${reference}`));

const tokenIn = (mail: string) => /\/orderdetails\/signin\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';

const ask = (reference: string, email: string, ip: string) =>
  harness.services.requestSignInLink.execute({ reference, email, ip });

describe('asking for a sign-in link', () => {
  it('answers alike for a booking, a wrong address and an unknown reference; only the leader gets a link', async () => {
    const { order } = await ticketedOrder(trips[0]!, 'Link.Me@example.com');
    const answers = [
      await ask(order.reference, 'link.me@EXAMPLE.com', '198.51.100.1'),
      await ask(order.reference, 'stranger@example.com', '198.51.100.1'),
      await ask('KY7Q-3MZD-W1HC-9RTA', 'link.me@example.com', '198.51.100.1'),
    ];
    expect(answers).toEqual([
      { ok: true, value: undefined },
      { ok: true, value: undefined },
      { ok: true, value: undefined },
    ]);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.sendSignInLink',
      'order.sendSignInLink',
      'order.sendSignInLink',
    ]);
    const mails = signInMails(order.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: Link.Me@example.com');
    expect(tokenIn(mails[0]!)).not.toBe('');
  });

  it('opens the booking with full rights once, in one of two concurrent redeems, and never again', async () => {
    const { order } = await ticketedOrder(trips[1]!, 'once@example.com');
    await ask(order.reference, 'once@example.com', '198.51.100.2');
    await drainOutbox(database.knex, harness.jobHandlers);
    const token = tokenIn(signInMails(order.reference)[0]!);

    const both = await Promise.all([
      harness.services.redeemSignInLink.execute({ token }),
      harness.services.redeemSignInLink.execute({ token }),
    ]);
    const won = both.filter((answer) => answer.ok);
    expect(won).toHaveLength(1);
    expect(both.find((answer) => !answer.ok)).toEqual({ ok: false, error: { code: 'signInLinkInvalid' } });
    expect(await harness.services.redeemSignInLink.execute({ token })).toEqual({
      ok: false,
      error: { code: 'signInLinkInvalid' },
    });

    const redeemed = won[0]!;
    if (!redeemed.ok) throw new Error('unreachable');
    expect(redeemed.value.reference).toBe(order.reference);
    const access = { reference: order.reference, addressProof: redeemed.value.proof };
    const opened = await harness.services.getOrder.execute(access);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.order.leader.mobile).not.toContain('•');
    expect((await harness.services.quoteCancellation.execute(access)).ok).toBe(true);

    // The proof is of the address: another's booking stays closed, and a made-up proof opens nothing.
    const { order: other } = await ticketedOrder(trips[1]!, 'not.once@example.com');
    const closed = { ok: false, error: { code: 'reservationNotFound' } };
    const proof = redeemed.value.proof;
    expect(
      await harness.services.getOrder.execute({ reference: other.reference, addressProof: proof }),
    ).toEqual(closed);
    expect(
      await harness.services.getOrder.execute({ reference: order.reference, addressProof: `${proof}x` }),
    ).toEqual(closed);
  });

  it('refuses an expired link', async () => {
    const token = 'an-expired-token-of-thirty-two-chars';
    const past = new Date(harness.clock.now().getTime() - 60_000);
    await harness.container.get(PORTS.addressSignIns).add({
      id: '00000000-0000-4000-8000-00000000e5e1',
      email: 'late@example.com',
      reference: 'KY7Q-3MZD-W1HC-9RTA',
      tokenHash: harness.container.get(PORTS.secretTokens).hash(token),
      expiresAt: past,
      createdAt: new Date(past.getTime() - 30 * 60_000),
    });
    expect(await harness.services.redeemSignInLink.execute({ token })).toEqual({
      ok: false,
      error: { code: 'signInLinkInvalid' },
    });
  });
});

describe('the sign-in link limits', () => {
  const refused = { ok: false, error: { code: 'tooManyRequests' } };

  it('lets one reference be asked three times an hour, however many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ask('KY7Q-3MZD-W1HC-AAAA', `who${i}@example.com`, `198.51.100.${10 + i}`),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.ok)).toEqual(Array(5).fill(refused));
  });

  it('lets one address ask three times an hour, whatever the reference', async () => {
    const references = ['KY7Q-3MZD-W1HC-BBB1', 'KY7Q-3MZD-W1HC-BBB2', 'KY7Q-3MZD-W1HC-BBB3'];
    for (const [i, reference] of references.entries()) {
      expect((await ask(reference, 'flooded@example.com', `198.51.100.${30 + i}`)).ok).toBe(true);
    }
    expect(await ask('KY7Q-3MZD-W1HC-BBB4', 'Flooded@example.com', '198.51.100.40')).toEqual(refused);
  });

  it('lets one client address ask ten times an hour', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await ask(`KY7Q-3MZD-W1HC-CC${i.toString().padStart(2, '0')}`, `c${i}@example.com`, '198.51.100.50'),
      );
    }
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual(refused);
  });
});
