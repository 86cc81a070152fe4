import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import {
  SIGNATURE_HEADER,
  SignedWebhookSender,
  verifySignature,
} from '#adapters/webhooks/signed-webhook-sender.ts';
import { PartnerWebhooks } from '#application/partners/partner-webhooks.ts';
import { DELIVER_WEBHOOK_JOB } from '#application/partners/webhook-jobs.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import type { WebhookSender } from '#application/ports/webhook-sender.ts';
import { PORTS } from '#container';
import type { Principal } from '#domain/auth/principal.ts';
import type { ClaimDraft } from '#domain/passenger-rights/compensation-claim.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
let receiver: Server;
let reseller: Principal;

/** What the local receiver was sent, and what it made of each: the signature checked as a partner would. */
interface Received {
  id: string;
  type: string;
  orderId: string;
  sequence: number;
  signed: boolean;
  answered: number;
}
const received: Received[] = [];
/** Events the receiver refuses the first time it sees them (a partner's outage): a 500, then a 200. */
const failOnce = new Set<string>(['order.ticketed']);
let secret = '';
let receiverUrl = '';

function startReceiver(): Promise<string> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(body);
      const signed = verifySignature({
        header: String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? ''),
        body,
        secret,
        now: harness.clock.now(),
      });
      const answered = failOnce.delete(event.type) ? 500 : 200;
      received.push({ ...event, orderId: event.data.orderId, signed, answered });
      res.writeHead(answered).end();
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`),
    ),
  );
}

/**
 * The worker dies right after a receiver got a delivery and before the delivery is recorded, once per
 * delivery: the job is run again, so the receiver gets it twice (at least once, never lost).
 */
function dyingAfterSend(sender: WebhookSender): WebhookSender {
  const died = new Set<string>();
  return {
    async send(input) {
      const response = await sender.send(input);
      if (died.has(input.body)) return response;
      died.add(input.body);
      throw new Error('worker killed');
    },
  };
}

/** Runs the outbox's jobs of `handlers` round after round as workers would; a job that throws runs again. */
async function runWorkers(handlers: JobHandlers) {
  for (let round = 0; round < 40; round++) {
    const rows = (await database
      .knex('outbox')
      .whereNull('relayed_at')
      .whereIn('name', Object.keys(handlers))
      .orderBy('created_at')) as Array<{
      id: string;
      name: string;
      payload: unknown;
    }>;
    if (rows.length === 0) return;
    for (const row of rows) {
      const handler = handlers[row.name];
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      const ran = handler
        ? await handler(payload, row).then(
            () => true,
            () => false,
          )
        : true;
      if (ran) await database.knex('outbox').where({ id: row.id }).update({ relayed_at: new Date() });
    }
  }
  throw new Error('the outbox did not drain');
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(
    database.knex,
    {},
    new ContainerModule(({ rebind }) => {
      rebind(PORTS.webhookSender).toConstantValue(
        dyingAfterSend(new SignedWebhookSender({ timeoutMs: 5000 })),
      );
    }),
  );
  trips = await piraeusSantoriniTrips(harness.ferry, 40);
  const [row] = await database
    .knex('users')
    .insert({ email: 'desk@aegean.example', password_hash: 'x', active: true, scope: '[]' })
    .returning('id');
  reseller = { id: (row as { id: number }).id, email: 'desk@aegean.example', scope: [] };
  await database.knex('resellers').insert({
    user_id: reseller.id,
    company_name: 'Aegean Travel',
    contact_email: 'desk@aegean.example',
    credit_limit: 10_000_000,
    credit_used: 0,
  });
});
afterAll(async () => {
  receiver?.close();
  await database?.destroy();
});

async function ticketedResellerOrder(trip: Trip) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email: 'customer@example.com' }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
      userId: reseller.id,
      resellerUserId: reseller.id,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const paid = await harness.services.payWithCredit.execute({ order: placed.value.order });
  if (!paid.ok) throw new Error(JSON.stringify(paid.error));
  return placed.value.order;
}

describe('a reseller’s webhook', () => {
  it('gets every event of its orders signed, in order per order, at least once across a worker killed', async () => {
    const webhooks = harness.container.get(PartnerWebhooks);
    receiverUrl = await startReceiver();
    const registered = await webhooks.register({
      userId: reseller.id,
      url: receiverUrl,
      events: ['order.ticketed', 'order.cancelled', 'order.refunded'],
    });
    if (!registered.ok) throw new Error(registered.error.code);
    secret = registered.value.secret;
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify(await webhooks.endpoints({ userId: reseller.id }))).not.toContain(secret);

    const orders = [await ticketedResellerOrder(trips[0]!), await ticketedResellerOrder(trips[1]!)];
    const access = { reference: orders[0]!.reference, principal: reseller };
    // The tickets are issued while no delivery has run yet: the order's events wait in line together.
    const { [DELIVER_WEBHOOK_JOB]: _deliveries, ...otherJobs } = harness.jobHandlers;
    await runWorkers(otherJobs);
    const quote = await harness.services.quoteCancellation.execute(access);
    if (!quote.ok) throw new Error(quote.error.code);
    const cancelled = await harness.services.cancelOrder.execute({
      ...access,
      acceptedRefund: quote.value.quote.refund,
    });
    expect(cancelled.ok).toBe(true);
    await runWorkers(harness.jobHandlers);

    expect(received.every((each) => each.signed)).toBe(true);
    const accepted = received.filter((each) => each.answered === 200);
    // Each event reached the receiver at least once; a kill after sending sent it again, the same event.
    const ids = new Set(received.map((each) => each.id));
    expect(new Set(accepted.map((each) => each.id))).toEqual(ids);
    expect(received.length).toBeGreaterThan(ids.size);
    const typesOf = (orderId: string) => [
      ...new Set(accepted.filter((each) => each.orderId === orderId).map((each) => each.type)),
    ];
    expect(typesOf(orders[0]!.id).slice(0, 2)).toEqual(['order.ticketed', 'order.cancelled']);
    expect(typesOf(orders[1]!.id)).toEqual(['order.ticketed']);
    // In the order they happened per order: an event waits while an earlier one of its order is retried.
    for (const order of orders) {
      const sequences = accepted.filter((each) => each.orderId === order.id).map((each) => each.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    }
    const log = await webhooks.deliveries({ userId: reseller.id });
    expect(log.map((delivery) => delivery.status)).toEqual(log.map(() => 'delivered'));
    const cancelledFirst = log.find(
      (each) => each.orderId === orders[0]!.id && each.eventType === 'order.cancelled',
    );
    expect(cancelledFirst!.attempts).toBeGreaterThanOrEqual(2);
    expect(await webhooks.deliveries({ userId: reseller.id + 1 })).toEqual([]);
  });

  it('sends a delivery again when its owner asks, and nobody else’s', async () => {
    const webhooks = harness.container.get(PartnerWebhooks);
    const [latest] = await webhooks.deliveries({ userId: reseller.id });
    const before = received.length;
    expect(await webhooks.redeliver({ userId: reseller.id + 1 }, latest!.id)).toEqual({
      ok: false,
      error: { code: 'notFound' },
    });
    expect((await webhooks.redeliver({ userId: reseller.id }, latest!.id)).ok).toBe(true);
    await runWorkers(harness.jobHandlers);
    expect(received.slice(before).map((each) => each.id)).toContain(`evt_${latest!.eventId}`);
  });

  it('tells of a change applied to a ticketed order as `order.changed`, signed', async () => {
    const webhooks = harness.container.get(PartnerWebhooks);
    const changesHook = await webhooks.register({
      userId: reseller.id,
      url: receiverUrl,
      events: ['order.changed'],
    });
    if (!changesHook.ok) throw new Error(changesHook.error.code);
    secret = changesHook.value.secret;
    const ticketed = (await database
      .knex('orders')
      .where({ reseller_id: reseller.id, status: 'ticketed' })
      .first('id', 'reference')) as { id: string; reference: string };
    const access = { reference: ticketed.reference, principal: reseller };
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Nea' } },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const confirmed = await harness.services.confirmChange.execute({
      ...access,
      changeId: held.value.change.id,
    });
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed.error));
    const before = received.length;
    await runWorkers(harness.jobHandlers);
    const changed = received.slice(before).filter((each) => each.type === 'order.changed');
    expect(changed.map((each) => [each.orderId, each.signed])).toContainEqual([ticketed.id, true]);
  });

  it('tells of a claim once the company decides it, not while it is only submitted', async () => {
    const webhooks = harness.container.get(PartnerWebhooks);
    const claimsHook = await webhooks.register({
      userId: reseller.id,
      url: receiverUrl,
      events: ['claim.decided'],
    });
    if (!claimsHook.ok) throw new Error(claimsHook.error.code);
    secret = claimsHook.value.secret;
    const [order] = (await database
      .knex('orders')
      .where({ reseller_id: reseller.id })
      .select('id')) as Array<{
      id: string;
    }>;
    const claims = harness.container.get(PORTS.compensationClaims);
    const draft = { legIndex: 0, disruptionKey: 'delay-1', kind: 'compensation' } as ClaimDraft;
    const claim = await claims.open({ id: randomUUID(), orderId: order!.id, draft, at: harness.clock.now() });
    const answer = (progress: 'submitted' | 'accepted') => ({ claimCode: 'C-1', progress, steps: [] });
    expect(await claims.record(claim.id, 0, answer('submitted'), harness.clock.now(), [])).toBe(true);
    const before = received.length;
    await runWorkers(harness.jobHandlers);
    expect(received.slice(before).map((each) => each.type)).not.toContain('claim.decided');
    expect(await claims.record(claim.id, 0, answer('accepted'), harness.clock.now(), [])).toBe(true);
    await runWorkers(harness.jobHandlers);
    const decided = received.slice(before).filter((each) => each.type === 'claim.decided');
    expect(decided.map((each) => [each.orderId, each.signed])).toContainEqual([order!.id, true]);
  });

  it('refuses an endpoint that is not HTTPS (or this machine’s) and events it does not know', async () => {
    const webhooks = harness.container.get(PartnerWebhooks);
    const refused = await Promise.all([
      webhooks.register({
        userId: reseller.id,
        url: 'http://partner.example/hooks',
        events: ['order.ticketed'],
      }),
      webhooks.register({
        userId: reseller.id,
        url: 'https://partner.example/hooks',
        events: ['order.eaten'],
      }),
    ]);
    expect(refused.map((each) => (each.ok ? null : each.error.fields?.[0]?.path))).toEqual(['url', 'events']);
  });
});
