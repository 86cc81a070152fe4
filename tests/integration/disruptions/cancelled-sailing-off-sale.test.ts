import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { toLegRequest } from '#application/checkout/leg-request.ts';
import { DisruptSailing } from '#application/disruptions/disrupt-sailing.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ListTripDisruptions } from '#application/disruptions/list-trip-disruptions.ts';
import { DISRUPTION_JOBS } from '#application/disruptions/send-disruption-notice-job.ts';
import { PORTS } from '#container';
import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** Issue #49 item 3 (decision 0106): a cancelled sailing is off sale, and its travellers are told once. */
let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
/** A sailing of the day before theirs, for the travellers staff tell twice. */
let repeated: Trip;

const staff = { id: 7, email: 'support@kyma.test', scope: ['support'] };
// Two days ahead: within the 72 hours the follower polls, as the sailings of the issue.
const DAYS_AHEAD = 2;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  // One trip per sailing (several systems may sell one): each test below disrupts sailings of its own.
  const found = await piraeusSantoriniTrips(harness.ferry, DAYS_AHEAD);
  trips = found.filter((trip, index) => found.findIndex((each) => each.tripId === trip.tripId) === index);
  expect(trips.length, 'three sailings Piraeus → Santorini two days ahead').toBeGreaterThanOrEqual(3);
  const tomorrow = await piraeusSantoriniTrips(harness.ferry, DAYS_AHEAD - 1);
  expect(tomorrow.length, 'a sailing Piraeus → Santorini tomorrow').toBeGreaterThan(0);
  repeated = tomorrow[0]!;
});
afterAll(async () => {
  await database?.destroy();
});

/** Staff cancel or delay the sailing of the order's first leg, from its page in the back office. */
async function disrupt(
  order: Order,
  form: { kind: 'cancelled' } | { kind: 'delayed'; delayMinutes: number },
) {
  const caused = await harness.container.get(DisruptSailing).execute({
    actor: staff,
    orderId: order.id,
    form: { legIndex: 0, ...form },
  });
  if (!caused.ok) throw new Error(JSON.stringify(caused.error));
  return caused.value;
}

const offeredTripIds = async () =>
  (await piraeusSantoriniTrips(harness.ferry, DAYS_AHEAD)).map((trip) => trip.tripId);

const noticesTo = async (email: string) =>
  (await database.knex('emails').where({ recipient: email, template: 'disruption' })).length;

const cartOn = (trip: Trip) => ({ legs: [aFilledLeg(trip)], receiveTicketsMethod: 'portPickup' as const });

describe('a sailing staff cancelled', () => {
  let trip: Trip;
  let agreedPrice: number;

  beforeAll(async () => {
    trip = trips[0]!;
    const priced = await harness.services.priceCart.execute(cartOn(trip));
    if (!priced.ok) throw new Error(JSON.stringify(priced.error));
    agreedPrice = priced.value.breakdown.finalPrice;
    const { order } = await ticketedOrder(database.knex, harness, trip, 'first@example.com');
    await disrupt(order, { kind: 'cancelled' });
  });

  it('is no longer offered by the search, by any system that sells it', async () => {
    expect(await offeredTripIds()).not.toContain(trip.tripId);
  });

  it('is refused when priced or ordered, with the refusal that says it is cancelled', async () => {
    const priced = await harness.services.priceCart.execute(cartOn(trip));
    expect(priced).toEqual({
      ok: false,
      error: { code: 'sailingCancelled', fields: [{ path: 'legs[0].tripId', key: 'sailingCancelled' }] },
    });
    const ordersBefore = await database.knex('orders').count<{ count: string }[]>('* as count');
    const placed = await harness.services.placeOrder.execute(
      anOrder({ legs: cartOn(trip).legs, expectedFinalPrice: agreedPrice }),
    );
    expect(!placed.ok && placed.error.code).toBe('sailingCancelled');
    expect(await database.knex('orders').count<{ count: string }[]>('* as count')).toEqual(ordersBefore);
  });

  it('is not sold by the company either: it prices and holds none of it', async () => {
    const legs = cartOn(trip).legs.map(toLegRequest);
    const priced = await harness.ferry.priceTrips.execute({ legs });
    expect(!priced.ok && priced.error).toMatchObject({ code: 'tripNotFound', path: 'legs[0].tripId' });
    const held = await harness.ferry.holdBooking.execute({ legs });
    expect(!held.ok && held.error).toMatchObject({ code: 'tripNotFound', path: 'legs[0].tripId' });
  });
});

describe('a sailing staff delayed', () => {
  let trip: Trip;
  let order: Order;

  beforeAll(async () => {
    trip = trips[1]!;
    order = (await ticketedOrder(database.knex, harness, trip, 'late@example.com')).order;
    await disrupt(order, { kind: 'delayed', delayMinutes: 45 });
    await drainOutbox(database.knex, harness.jobHandlers);
  });

  it('is still offered and sold, marked with its delay', async () => {
    expect(await offeredTripIds()).toContain(trip.tripId);
    const marks = await harness.container.get(ListTripDisruptions).execute({ tripIds: [trip.tripId] });
    expect(marks[trip.tripId]).toEqual({ kind: 'delayed', minutes: 45, vessel: '' });
    expect((await harness.services.priceCart.execute(cartOn(trip))).ok).toBe(true);
  });

  it('delayed again by the delay it has, tells nobody again; a new delay is told', async () => {
    expect(await noticesTo('late@example.com')).toBe(1);
    await disrupt(order, { kind: 'delayed', delayMinutes: 45 });
    await drainOutbox(database.knex, harness.jobHandlers);
    expect(await noticesTo('late@example.com')).toBe(1);
    await disrupt(order, { kind: 'delayed', delayMinutes: 90 });
    await drainOutbox(database.knex, harness.jobHandlers);
    expect(await noticesTo('late@example.com')).toBe(2);
  });
});

describe('a sailing its system keeps selling after telling Kyma it is cancelled', () => {
  it('is refused by Kyma all the same', async () => {
    const trip = trips[2]!;
    const told: SailingDisruption = {
      id: 'repeating-system:cancelled',
      agentName: trip.agentName,
      sailingId: `sailing-of-${trip.tripId}`,
      companyCode: trip.company.code,
      kind: 'cancelled',
      tripIds: [trip.tripId],
      from: trip.from,
      to: trip.to,
      area: 'CYCLADES',
      departure: new Date(trip.departureDatetime).toISOString(),
      arrival: new Date(trip.arrivalDatetime).toISOString(),
      delayMinutes: null,
      newDeparture: null,
      newArrival: null,
      vesselName: null,
      occurredAt: harness.clock.now().toISOString(),
    };
    await harness.container.get(PORTS.disruptions).record([told], harness.clock.now());
    expect(await offeredTripIds()).toContain(trip.tripId);
    const priced = await harness.services.priceCart.execute(cartOn(trip));
    expect(!priced.ok && priced.error.code).toBe('sailingCancelled');
    const placed = await harness.services.placeOrder.execute(
      anOrder({ legs: cartOn(trip).legs, expectedFinalPrice: 1 }),
    );
    expect(!placed.ok && placed.error.code).toBe('sailingCancelled');
  });
});

describe('staff repeating an event on a sailing', () => {
  const travellers = ['eleni@example.gr', 'jonas@example.de'];
  let orders: Order[];
  let first: SailingDisruption;

  beforeAll(async () => {
    orders = [];
    for (const email of travellers) {
      orders.push((await ticketedOrder(database.knex, harness, repeated, email)).order);
    }
    await drainOutbox(database.knex, harness.jobHandlers);
    first = await disrupt(orders[0]!, { kind: 'cancelled' });
  });

  it('cancelling a cancelled sailing again is the same cancellation: one notice per traveller', async () => {
    const again = await disrupt(orders[1]!, { kind: 'cancelled' });
    const atTheCompany = await harness.ferry.causeDisruption.execute({
      agentName: repeated.agentName,
      tripId: repeated.tripId,
      kind: 'cancelled',
    });
    expect(again.id).toBe(first.id);
    expect(atTheCompany.ok && atTheCompany.value.id).toBe(first.id);
    await harness.container.get(FollowDisruptions).execute();
    const ran = await drainOutbox(database.knex, harness.jobHandlers);
    expect(ran.filter((job) => job === DISRUPTION_JOBS.email)).toHaveLength(travellers.length);
    for (const email of travellers) expect(await noticesTo(email), email).toBe(1);
  });

  it('a second cancellation told under another id tells nobody again', async () => {
    // A system that records each cancellation apart (or kept one from before it told the same id).
    await database.knex('ferry_sailing_events').insert({
      id: `${first.sailingId}:staff:earlier-record`,
      sailing_id: first.sailingId,
      kind: 'cancelled',
      delay_minutes: null,
      departure: first.departure,
      occurred_at: harness.clock.now(),
    });
    const follower = await harness.container.get(FollowDisruptions).execute();
    expect(follower.notified).toBe(0);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);
    for (const order of orders) {
      const recorded = await harness.container.get(PORTS.disruptions).ofOrder(order.id);
      expect(recorded.map((entry) => entry.disruption.id)).toEqual([first.id]);
    }
  });
});
