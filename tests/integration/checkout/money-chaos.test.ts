import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#adapters/postgres/database.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { DisruptSailing } from '#application/disruptions/disrupt-sailing.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** Unpaid places one sailing may hold at once in this run. */
const CAP = 8;
const ORDERS = 24;
type Harness = ReturnType<typeof checkoutHarness>;
type Outcome = 'succeeded' | 'declined' | 'abandoned' | 'noAnswer' | 'twoTabs';
const OUTCOMES: Outcome[] = ['succeeded', 'declined', 'abandoned', 'noAnswer', 'twoTabs'];

let database: TestDatabase;
let secondKnex: Knex;
let processes: [Harness, Harness];
let trips: Trip[];
/** A sailing no chaotic checkout uses: the controlled second payment's, never refused by the cap. */
let quietTrip: Trip;
/** Each placed order's secret, by reference: the after-sale phase acts as its traveller. */
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  secondKnex = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  processes = [
    checkoutHarness(database.knex, { maxUnpaidPlacesPerSailing: CAP }),
    checkoutHarness(secondKnex, { maxUnpaidPlacesPerSailing: CAP }),
  ];
  const sailings = await piraeusSantoriniTrips(processes[0].ferry, 55);
  trips = sailings.slice(0, 2);
  quietTrip = sailings[2]!;
});
afterAll(async () => {
  await secondKnex?.destroy();
  await database?.destroy();
});

/** A seeded generator (mulberry32): the same run every time, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One traveller's checkout through one process: place, pay in one or two tabs, come back twice. False when
 * the order could not be placed (the cap on unpaid places refused it).
 */
async function checkout(
  through: Harness,
  index: number,
  outcome: Outcome,
  passengers: number,
  trip = trips[index % trips.length]!,
): Promise<boolean> {
  const legs = [aFilledLeg(trip, passengers)];
  const price = await through.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await through.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email: `traveller${index}@example.com` }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
    }),
  );
  if (!placed.ok) return false;
  tokens.set(placed.value.order.reference, placed.value.token);
  // Every tab opens the provider's page before any of them pays.
  const started = [];
  for (let tab = 0; tab < (outcome === 'twoTabs' ? 2 : 1); tab++)
    started.push(await through.services.startPayment.execute({ order: placed.value.order }));
  if (outcome === 'noAnswer') return true;
  for (const redirect of started) {
    if (!redirect.ok) continue;
    const decision = outcome === 'twoTabs' ? 'succeeded' : outcome;
    const back = new URL((await through.sandbox.decide(redirect.value.url.split('/').pop()!, decision))!);
    const params = Object.fromEntries(back.searchParams);
    // The browser's return and the provider's notice arrive together, at both processes.
    await Promise.all(
      processes.map((process) => process.services.completePayment.execute({ provider: 'sandbox', params })),
    );
  }
  return true;
}

/**
 * Runs the outbox like two workers that may die: each message is handed to both at once (at-least-once
 * delivery), and the first run of every ticketing job "dies" after its work, before acknowledging, so it
 * is delivered again on the next round.
 */
async function runWorkers(handlers: JobHandlers) {
  const died = new Set<string>();
  for (let round = 0; round < 20; round++) {
    const rows = (await database.knex('outbox').whereNull('relayed_at').orderBy('created_at')) as Array<{
      id: string;
      name: string;
      payload: unknown;
    }>;
    if (rows.length === 0) return;
    for (const row of rows) {
      const handler = handlers[row.name];
      // A delivery that throws is retried on the next round, as the queue would.
      const runs = handler
        ? await Promise.allSettled([handler(row.payload, row), handler(row.payload, row)])
        : [];
      if (runs.some((run) => run.status === 'rejected')) continue;
      if (row.name === 'order.issueTickets' && !died.has(row.id)) {
        died.add(row.id);
        continue;
      }
      await database.knex('outbox').where({ id: row.id }).update({ relayed_at: new Date() });
    }
  }
  throw new Error('the outbox did not drain');
}

/**
 * A traveller corrects a surname from two tabs at once, one per process, and confirms from both; a
 * correction with a fee is paid, the provider's return and notice reaching both processes at once.
 */
async function correctTwice(order: Order) {
  const access = { reference: order.reference, token: tokens.get(order.reference)! };
  const change = {
    legIndex: 0,
    kind: 'correction' as const,
    passengerIndex: 0,
    correction: { surname: 'Nea' },
  };
  const held = await Promise.all(
    processes.map((process) => process.services.holdChange.execute({ ...access, change })),
  );
  const ids = [...new Set(held.flatMap((answer) => (answer.ok ? [answer.value.change.id] : [])))];
  expect(ids, `held ${JSON.stringify(held)}`).toHaveLength(1);
  const first = held.find((answer) => answer.ok)!;
  if (!first.ok) return;
  if (first.value.change.total === 0) {
    const confirmed = await Promise.all(
      processes.map((process) => process.services.confirmChange.execute({ ...access, changeId: ids[0]! })),
    );
    expect(
      confirmed.some((answer) => answer.ok),
      JSON.stringify(confirmed),
    ).toBe(true);
    return;
  }
  const started = await processes[0].services.startPayment.execute({
    order,
    change: first.value.change,
  });
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  const back = await processes[0].sandbox.decide(started.value.url.split('/').pop()!, 'succeeded');
  const params = Object.fromEntries(new URL(back!).searchParams);
  await Promise.all(
    processes.map((process) => process.services.completePayment.execute({ provider: 'sandbox', params })),
  );
}

/** Two staff members cancel the order's first sailing at once, one on each process. */
async function cancelTwice(order: Order) {
  const staff = { id: 7, email: 'support@kyma.test', scope: ['support'] };
  await Promise.all(
    processes.map((process) =>
      process.container
        .get(DisruptSailing)
        .execute({ actor: staff, orderId: order.id, form: { legIndex: 0, kind: 'cancelled' } }),
    ),
  );
}

const rowsOf = async (sql: string) => (await database.knex.raw(sql)).rows as unknown[];

describe('a bounded chaos run of checkouts', () => {
  it('leaves every charge an order’s payment or refunded, no ticket unpaid, no sailing over the cap, every e-mail once', async () => {
    const random = seeded(33);
    const runs = Array.from({ length: ORDERS }, (_, index) => ({
      index,
      outcome: OUTCOMES[Math.floor(random() * OUTCOMES.length)]!,
      passengers: 1 + Math.floor(random() * 3),
    }));
    // Beside the chaos, one traveller surely pays twice (two tabs, on a sailing the cap never refuses): the
    // surplus path runs on every run, whichever of the chaotic orders the cap let through.
    const [, paidTwice] = await Promise.all([
      Promise.all(
        runs.map((run) => checkout(processes[run.index % 2]!, run.index, run.outcome, run.passengers)),
      ),
      checkout(processes[1], ORDERS, 'twoTabs', 1, quietTrip),
    ]);
    expect(paidTwice).toBe(true);
    // The cap held while everyone was placing and paying.
    const unpaid = (await rowsOf(`
      select leg->'booking'->>'tripId' as trip, sum(jsonb_array_length(leg->'booking'->'passengers'))::int as places
        from orders, jsonb_array_elements(contents->'legs') as leg
       where status in ('held', 'detailsAdded', 'paymentPending') group by 1`)) as Array<{ places: number }>;
    for (const sailing of unpaid) expect(sailing.places).toBeLessThanOrEqual(CAP);

    await runWorkers(processes[0].jobHandlers);

    // Every charge is its order's only payment, or it was given back (a surplus authorisation let go).
    expect(
      await rowsOf(`select id from payment_attempts where surplus and status not in ('refunded', 'voided')`),
    ).toEqual([]);
    // Every authorisation was settled: captured for what was issued, or let go (decision 0127).
    expect(
      await rowsOf(`select a.id from payment_attempts a join orders o on o.id = a.order_id
                     where a.status = 'authorised' and o.status <> 'paid'`),
    ).toEqual([]);
    expect(
      await rowsOf(`select order_id from payment_attempts where not surplus and status = 'succeeded'
                     group by order_id having count(*) > 1`),
    ).toEqual([]);
    expect(
      await rowsOf(`select a.id from payment_attempts a join orders o on o.id = a.order_id
                     where a.status = 'succeeded' and not a.surplus
                       and o.status not in ('paid', 'ticketed', 'needsAttention')`),
    ).toEqual([]);
    // No ticket without a payment.
    expect(
      await rowsOf(`select o.id from orders o where o.status = 'ticketed' and not exists (
                      select 1 from payment_attempts a where a.order_id = o.id and a.status = 'succeeded'
                         and not a.surplus)`),
    ).toEqual([]);
    // Every e-mail once: in the log, and in what the mailer actually wrote.
    expect(await rowsOf(`select recipient, template from emails group by 1, 2 having count(*) > 1`)).toEqual(
      [],
    );
    const sent = readdirSync(processes[0].mailDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => {
        const mail = readFileSync(path.join(processes[0].mailDir, file), 'utf8');
        return `${/^To: (.*)$/m.exec(mail)?.[1]} ${/^Subject: (.*)$/m.exec(mail)?.[1]}`;
      });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((mail, index) => sent.indexOf(mail) !== index)).toEqual([]);
    // The run did exercise what it is about.
    const ticketed = await rowsOf(`select id from orders where status = 'ticketed'`);
    const surplus = await rowsOf(`select id from payment_attempts where surplus`);
    expect(ticketed.length).toBeGreaterThan(0);
    expect(surplus.length).toBeGreaterThan(0);
  });

  it('after the sale, corrections asked twice at once and a sailing cancelled by two staff at once: one change each, one notice per traveller, no money given twice', async () => {
    const ids = (await rowsOf(
      `select id from orders where status = 'ticketed' order by created_at`,
    )) as Array<{
      id: string;
    }>;
    const orders = (await Promise.all(ids.map(({ id }) => processes[0].orders.findById(id)))) as Order[];
    expect(orders.length, 'the first run ticketed orders to act on').toBeGreaterThan(1);
    const [corrected, onCancelled] = [
      orders.filter((_, i) => i % 2 === 0),
      orders.filter((_, i) => i % 2 === 1),
    ];
    await Promise.all([...corrected.map(correctTwice), ...onCancelled.map(cancelTwice)]);
    await runWorkers(processes[0].jobHandlers);

    // One correction done per order, the name changed once.
    for (const order of corrected) {
      const done = await database.knex('order_changes').where({ order_id: order.id, status: 'done' });
      const all = await database.knex('order_changes').where({ order_id: order.id });
      expect(done, `done ${JSON.stringify(all.map((c) => c.status))}`).toHaveLength(1);
      const after = await processes[1].orders.findById(order.id);
      expect(after!.legs[0]!.booking.passengers[0]!.surname).toBe('Nea');
    }
    // Every traveller on a cancelled sailing is told once, however many staff cancelled it.
    for (const order of onCancelled) {
      const notices = await database
        .knex('emails')
        .where({ recipient: order.leader.email, template: 'disruption' });
      expect(notices, order.leader.email).toHaveLength(1);
    }
    expect(await rowsOf(`select recipient, template from emails group by 1, 2 having count(*) > 1`)).toEqual(
      [],
    );
    // No payment gave back more than it took.
    expect(
      await rowsOf(`select a.id from payment_attempts a
                     where (select coalesce(sum(d.amount), 0) from payment_refund_draws d
                             where d.payment_attempt_id = a.id) > a.amount`),
    ).toEqual([]);
  });
});
