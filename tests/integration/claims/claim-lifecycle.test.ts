import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { AdvanceClaims } from '#application/claims/advance-claims.ts';
import { SubmitClaim } from '#application/claims/submit-claim.ts';
import { PORTS } from '#container';
import type { Order } from '#domain/orders/order.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import type { LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

const MINUTE = 60_000;

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
/** Kyma's and the simulated companies' one clock, moved on as the companies take their steps. */
let offsetMs = 0;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(
    database.knex,
    {},
    new ContainerModule(({ rebind }) => {
      rebind(PORTS.clock).toConstantValue({ now: () => new Date(clock.now().getTime() + offsetMs) });
    }),
  );
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await database?.destroy();
});

/** A 3-hour late arrival on an 8-hour crossing, the company's own fault. */
const lateArrival = (order: Order, more: Partial<LegDisruptionFacts> = {}): LegDisruptionFacts => {
  const departure = Date.parse(order.legs[0]!.booking.departureDatetime);
  const at = (minutes: number) => new Date(departure + minutes * MINUTE).toISOString();
  return {
    kind: 'delayed',
    scheduledDeparture: at(0),
    scheduledArrival: at(480),
    expectedDeparture: at(170),
    expectedArrival: at(660),
    scheduledJourneyMinutes: 480,
    cause: 'other',
    paidForLeg: paidPerLeg(order.breakdown)[0]!,
    knownBeforePurchase: false,
    ...more,
  };
};

const claimMails = (reference: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(reference) && /compensation/i.test(mail));

describe('a compensation claim from the order to the company’s payment', () => {
  it('is sent once per leg and disruption, then followed to paid with one e-mail per step', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, trips[0]!, 'late@example.com');
    const submit = harness.container.get(SubmitClaim);
    const input = {
      access: { reference: order.reference, token },
      legIndex: 0,
      disruptionKey: 'delay-1',
      facts: lateArrival(order),
    };
    const first = await submit.execute(input);
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const paid = paidPerLeg(order.breakdown)[0]!;
    expect(first.value).toMatchObject({
      progress: 'submitted',
      percent: 25,
      amount: Math.floor((paid * 25 + 50) / 100),
      claimant: { email: 'late@example.com' },
      ticketNumbers: order.tickets.map((ticket) => ticket.ticketNumber),
      upstreamOrderCode: order.legs[0]!.upstreamOrderCode,
    });
    expect(first.value.claimCode).toMatch(/^CLM/);

    const again = await submit.execute(input);
    expect(again.ok && again.value.id).toBe(first.value.id);
    expect(await database.knex('compensation_claims').where({ order_id: order.id })).toHaveLength(1);
    await drainOutbox(database.knex, harness.jobHandlers);
    expect(claimMails(order.reference)).toHaveLength(1);

    const advance = harness.container.get(AdvanceClaims);
    offsetMs += 10 * MINUTE;
    expect(await advance.execute({ batchSize: 10 })).toBe(1);
    offsetMs += 60 * MINUTE;
    expect(await advance.execute({ batchSize: 10 })).toBe(1);
    expect(await advance.execute({ batchSize: 10 })).toBe(0);
    await drainOutbox(database.knex, harness.jobHandlers);

    const claims = await harness.container.get(PORTS.compensationClaims).listOfOrder(order.id);
    expect(claims.map((claim) => [claim.progress, claim.steps.map((entry) => entry.step)])).toEqual([
      ['paid', ['submitted', 'accepted', 'paid']],
    ]);
    const mails = claimMails(order.reference);
    expect(mails).toHaveLength(3);
    expect(mails.some((mail) => mail.includes('has paid your compensation'))).toBe(true);
  });

  it('keeps a claim the company could not take, and the sweep sends it once the company answers', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, trips[0]!, 'down@example.com');
    const company = harness.network.upstreams.find((u) => u.agentName === order.legs[0]!.agentName)!;
    company.faults.configure({ errorRate: 1 });
    const submit = harness.container.get(SubmitClaim);
    const input = {
      access: { reference: order.reference, token },
      legIndex: 0,
      disruptionKey: 'delay-2',
      facts: lateArrival(order),
    };
    const pending = await submit.execute(input);
    company.faults.configure({ errorRate: 0 });
    expect(pending.ok && [pending.value.progress, pending.value.claimCode]).toEqual(['pending', null]);

    expect(await harness.container.get(AdvanceClaims).execute({ batchSize: 10 })).toBe(1);
    const [claim] = await harness.container.get(PORTS.compensationClaims).listOfOrder(order.id);
    expect(claim).toMatchObject({ progress: 'submitted', claimCode: expect.stringMatching(/^CLM/) });
  });

  it('refuses a claim where the rules give no compensation, and a stranger to the order', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, trips[0]!, 'storm@example.com');
    const submit = harness.container.get(SubmitClaim);
    const base = { access: { reference: order.reference, token }, legIndex: 0, disruptionKey: 'storm' };
    expect(await submit.execute({ ...base, facts: lateArrival(order, { cause: 'weather' }) })).toEqual({
      ok: false,
      error: { code: 'noCompensationDue' },
    });
    expect(
      await submit.execute({
        ...base,
        access: { reference: order.reference, token: 'wrong' },
        facts: lateArrival(order),
      }),
    ).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
    expect(await database.knex('compensation_claims').where({ order_id: order.id })).toHaveLength(0);
  });

  it('goes round every open claim when more are open than one sweep takes', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, trips[0]!, 'many@example.com');
    const company = harness.network.upstreams.find((u) => u.agentName === order.legs[0]!.agentName)!;
    company.faults.configure({ errorRate: 1 });
    for (const key of ['stuck-1', 'stuck-2', 'stuck-3']) {
      await harness.container.get(SubmitClaim).execute({
        access: { reference: order.reference, token },
        legIndex: 0,
        disruptionKey: key,
        facts: lateArrival(order),
      });
    }
    company.faults.configure({ errorRate: 0 });
    await database.knex('compensation_claims').whereNot({ order_id: order.id }).update({ progress: 'paid' });
    const claims = harness.container.get(PORTS.compensationClaims);
    const keys = async () => (await claims.listOpen(2)).map((claim) => claim.disruptionKey);
    const first = await keys();
    const second = await keys();
    expect(first).toHaveLength(2);
    // The company never answered the first two: the next sweep takes the one they kept waiting.
    expect(second).toContain(['stuck-1', 'stuck-2', 'stuck-3'].find((key) => !first.includes(key)));
  });
});
