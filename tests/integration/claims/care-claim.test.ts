import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ActForTraveller } from '#application/disruptions/act-for-traveller.ts';
import { ClaimDisruptionCompensation } from '#application/disruptions/claim-disruption-compensation.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import { PORTS } from '#container';
import type { Principal } from '#domain/auth/principal.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { checkoutHarness, piraeusSantoriniTrips, ticketedOrder } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 2);
});
afterAll(async () => {
  await database?.destroy();
});

/** Puts the trip's departure off by `minutes` at its company, and has the follower record it on the orders. */
async function delay(trip: Trip, minutes: number) {
  const caused = await harness.ferry.causeDisruption.execute({
    agentName: trip.agentName,
    tripId: trip.tripId,
    kind: 'delayed',
    delayMinutes: minutes,
  });
  if (!caused.ok) throw new Error('no delay');
  await harness.container.get(FollowDisruptions).execute();
  return caused.value.id;
}

/** The traveller's care claim for the first leg, with what they spent. */
const claimCare = (
  booked: Awaited<ReturnType<typeof ticketedOrder>>,
  disruptionKey: string,
  care: { meals: number; nights: number; perNight: number },
) =>
  harness.container.get(ClaimDisruptionCompensation).execute({
    reference: booked.order.reference,
    token: booked.token,
    legIndex: 0,
    disruptionKey,
    care,
  });

describe('a care claim for a sailing 200 minutes late', () => {
  let booked: Awaited<ReturnType<typeof ticketedOrder>>;
  let other: Awaited<ReturnType<typeof ticketedOrder>>;
  let disruptionKey: string;

  beforeAll(async () => {
    booked = await ticketedOrder(database.knex, harness, trips[0]!, 'care@example.com');
    other = await ticketedOrder(database.knex, harness, trips[0]!, 'desk@example.com');
    disruptionKey = await delay(trips[0]!, 200);
  });

  it('caps what was spent line by line, keeps the claim as a care claim and sends it through the claims port', async () => {
    const claimed = await claimCare(booked, disruptionKey, { meals: 5_000, nights: 1, perNight: 9_000 });
    if (!claimed.ok) throw new Error(claimed.error.code);
    const claim = claimed.value;
    // One passenger, 200 minutes in the day: one meal of at most 15 €; no night, the sailing left the same day
    // (issue #49: a daytime delay gave a stay).
    expect(claim).toMatchObject({
      kind: 'care',
      legIndex: 0,
      disruptionKey,
      amount: 1_500,
      progress: 'submitted',
    });
    expect(claim.kind === 'care' && claim.care.refreshments).toMatchObject({
      granted: 1_500,
      reason: 'capped',
    });
    expect(claim.claimCode).toMatch(/^CLM/);
    const sent = await database.knex('ferry_claims').where({ claim_code: claim.claimCode }).first();
    expect(sent.request).toMatchObject({ kind: 'care', care: { meals: 1_500, nights: 0, perNight: 0 } });
    const told = await database
      .knex('outbox')
      .whereRaw("payload->>'orderId' = ? and payload->>'template' = 'claim.submitted'", [booked.order.id]);
    expect(told.map((row: { payload: { subject: string } }) => row.payload.subject)).toEqual([
      `Your care expenses claim for booking ${booked.order.reference} is sent`,
    ]);
  });

  it('is tracked beside the compensation claim of the same leg and event, each once', async () => {
    const compensation = await harness.container.get(ClaimDisruptionCompensation).execute({
      reference: booked.order.reference,
      token: booked.token,
      legIndex: 0,
      disruptionKey,
    });
    expect(compensation.ok && compensation.value.kind).toBe('compensation');
    const again = await claimCare(booked, disruptionKey, { meals: 100, nights: 0, perNight: 0 });
    expect(again.ok && again.value.amount).toBe(1_500);
    const claims = await harness.container.get(PORTS.compensationClaims).listOfOrder(booked.order.id);
    expect(claims.map((claim) => claim.kind).sort()).toEqual(['care', 'compensation']);
    const open = await harness.container.get(PORTS.compensationClaims).listOpen(50);
    expect(open.filter((claim) => claim.orderId === booked.order.id)).toHaveLength(2);
  });

  it('lets support file one for a traveller from the desk, audited, and lists it beside compensation', async () => {
    const support: Principal = { id: 999, email: 'support@kyma.test', scope: ['support'] };
    const acted = await harness.container.get(ActForTraveller).execute({
      actor: support,
      orderId: other.order.id,
      action: {
        kind: 'careClaim',
        legIndex: 0,
        disruptionKey,
        care: { meals: 1_200, nights: 0, perNight: 0 },
      },
    });
    expect(acted).toEqual({ ok: true, value: null });
    const audit = await database
      .knex('audit_log')
      .where({ subject_id: other.order.id, action: 'order.disruption.careClaim' });
    expect(audit).toHaveLength(1);
    const read = await harness.container.get(ReadDisruptionDesk).execute({
      actor: support,
      filter: { day: businessDay(new Date(trips[0]!.departureDatetime)), company: '', status: 'all' },
    });
    if (!read.ok) throw new Error(read.error.code);
    const event = read.value.events.find((each) => each.disruption.id === disruptionKey)!;
    const rows = event.orders.filter((order) => [booked.order.id, other.order.id].includes(order.orderId));
    expect(rows.flatMap((order) => order.openClaims.map((claim) => claim.kind)).sort()).toEqual([
      'care',
      'care',
      'compensation',
    ]);
  });
});

describe('care refused', () => {
  it('is refused with noCareDue for a delay of an hour: the regulation gives care past 90 minutes', async () => {
    const booked = await ticketedOrder(database.knex, harness, trips[1]!, 'hour@example.com');
    const disruptionKey = await delay(trips[1]!, 60);
    const claimed = await claimCare(booked, disruptionKey, { meals: 2_000, nights: 0, perNight: 0 });
    expect(claimed).toEqual({ ok: false, error: { code: 'noCareDue' } });
  });

  it('is refused for an event never recorded on the order', async () => {
    const booked = await ticketedOrder(database.knex, harness, trips[1]!, 'none@example.com');
    const claimed = await claimCare(booked, 'made-up', { meals: 2_000, nights: 0, perNight: 0 });
    expect(claimed).toEqual({ ok: false, error: { code: 'noCareDue' } });
  });

  it('is refused once the order is cancelled and refunded: nobody waited for that sailing (issue #46)', async () => {
    const trip = trips.at(-1)!;
    const booked = await ticketedOrder(database.knex, harness, trip, 'paid-back@example.com');
    const disruptionKey = await delay(trip, 200);
    const access = { reference: booked.order.reference, token: booked.token };
    const quoted = await harness.services.quoteCancellation.execute(access);
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    const cancelled = await harness.services.cancelOrder.execute({
      ...access,
      acceptedRefund: quoted.value.quote.refund,
    });
    expect(cancelled.ok).toBe(true);
    const claimed = await claimCare(booked, disruptionKey, { meals: 2_000, nights: 0, perNight: 0 });
    expect(claimed).toEqual({ ok: false, error: { code: 'noCareDue' } });
  });
});
