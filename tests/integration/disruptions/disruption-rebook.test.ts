import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Authenticate } from '#application/auth/authenticate.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { TakeDisruptionRefund } from '#application/disruptions/take-disruption-refund.ts';
import { PORTS } from '#container';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { ok } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createOrderRouter } from '#web/api/booking/booking-router.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let app: express.Express;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  // Within the 72 hours the follower watches, and more than a day ahead, as the companies' terms ask.
  trips = await piraeusSantoriniTrips(harness.ferry, 2);
  app = express();
  app.use(
    '/booking',
    createOrderRouter({
      checkout: harness.services,
      runIdempotently: harness.ferry.runIdempotently,
      authenticate: { execute: async () => ok(null) } as unknown as Authenticate,
      resellers: harness.ferry.getResellerDetails,
    }),
  );
});
afterAll(async () => {
  await database?.destroy();
});

/** A sailing of a company whose terms ("standard": Blue Star, ANEK) charge 5 € to move a sailing. */
const ofCompany = (code: string) => trips.find((trip) => trip.company.code === code)!;
const blueStar = () => ofCompany('BSF');
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const recordedOn = (orderId: string) => harness.container.get(PORTS.disruptions).ofOrder(orderId);
const mailsTo = (address: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(subject));
/** The company's record of a change: confirmed, with the tickets it voided. */
const atCompany = async (changeCode: string) =>
  (await database.knex('ferry_booking_changes').where({ change_code: changeCode }).first()) as {
    status: string;
    voided_tickets: Array<{ ticketNumber: string }> | string;
  };
const voidedAt = async (changeCode: string) => {
  const { voided_tickets } = await atCompany(changeCode);
  const tickets = typeof voided_tickets === 'string' ? JSON.parse(voided_tickets) : voided_tickets;
  return (tickets as Array<{ ticketNumber: string }>).map((ticket) => ticket.ticketNumber);
};

/** A paid order on the sailing, which the company then cancels; the follower records it on the order. */
async function disruptedOrder(email: string, trip: Trip) {
  const ticketed = await ticketedOrder(database.knex, harness, trip, email);
  const cancelled = await harness.ferry.causeDisruption.execute({
    agentName: trip.agentName,
    tripId: trip.tripId,
    kind: 'cancelled',
  });
  expect(cancelled.ok).toBe(true);
  await harness.container.get(FollowDisruptions).execute();
  await drainOutbox(database.knex, harness.jobHandlers);
  expect((await recordedOn(ticketed.order.id))[0]).toMatchObject({ legs: [0] });
  return ticketed;
}

const nextDayOf = (trip: Trip) => addDays(trip.departureDatetime.slice(0, 10), 1);

describe('rebooking a sailing the company cancelled', () => {
  it('lists the next sailings at no cost and moves the leg free: new tickets, old ones voided, the choice recorded', async () => {
    const { order, token } = await disruptedOrder('rebook@example.com', blueStar());
    const access = { reference: order.reference, token };
    const asUsual = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: nextDayOf(blueStar()),
    });
    const listed = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: nextDayOf(blueStar()),
      forDisruption: true,
    });
    if (!listed.ok || !asUsual.ok) throw new Error('no sailings');
    const target = listed.value.find((sailing) => sailing.quote && sailing.available > 0)!;
    // The company quotes its fee as usual; for the disruption it is waived.
    expect(asUsual.value.find((sailing) => sailing.tripId === target.tripId)!.quote).toMatchObject({
      fee: 500,
    });
    expect(target.quote).toMatchObject({ fareDifference: 0, fee: 0, total: 0 });

    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
      forDisruption: true,
    });
    if (!held.ok) throw new Error(held.error.code);
    expect(held.value.change).toMatchObject({ total: 0, fee: 0, chargeLines: [], forDisruption: true });
    const confirmed = await harness.services.confirmChange.execute({
      ...access,
      changeId: held.value.change.id,
    });
    expect(confirmed.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.tripId).toBe(target.tripId);
    const oldTickets = order.tickets.map((ticket) => ticket.ticketNumber);
    for (const ticket of after.tickets) expect(oldTickets).not.toContain(ticket.ticketNumber);
    expect((await atCompany(held.value.change.changeCode)).status).toBe('confirmed');
    expect((await voidedAt(held.value.change.changeCode)).sort()).toEqual([...oldTickets].sort());
    // Nothing was charged: no line beyond the first sale's, no payment of the change.
    expect(sum(linesOfOrder(after).map((line) => line.amount))).toBe(order.breakdown.finalPrice);
    const attempts = await harness.orders.paymentAttempts(order.id);
    expect(attempts.filter((attempt) => attempt.changeId)).toEqual([]);
    expect(mailsTo('rebook@example.com', 'was changed')).toHaveLength(1);
    expect((await recordedOn(order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'rebook', by: 'traveller' }),
    ]);

    // The choice is made once: no second free change, no refund without fee of the new sailing.
    const again = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: blueStar().tripId },
      forDisruption: true,
    });
    expect(again).toEqual({ ok: false, error: { code: 'noDisruptionChange' } });
    const refund = await harness.container.get(TakeDisruptionRefund).execute({
      ...access,
      legIndex: 0,
      acceptedRefund: 1,
      by: 'traveller',
    });
    expect(refund).toEqual({ ok: false, error: { code: 'noDisruptionRefund' } });
  });

  it('records a refund’s choice with the cancellation it carries out', async () => {
    const { order, token } = await disruptedOrder('refund-choice@example.com', ofCompany('ZF'));
    const taken = await harness.container.get(TakeDisruptionRefund).execute({
      reference: order.reference,
      token,
      legIndex: 0,
      acceptedRefund: order.breakdown.finalPrice,
      by: 'traveller',
    });
    expect(taken.ok && taken.value.status).toBe('cancelled');
    expect((await recordedOn(order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'refund', by: 'traveller' }),
    ]);
  });

  it('refuses a change at no cost for an order no disruption touched', async () => {
    const other = ofCompany('ANEK');
    const { order, token } = await ticketedOrder(database.knex, harness, other, 'calm@example.com');
    const access = { reference: order.reference, token };
    const listed = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: nextDayOf(other),
      forDisruption: true,
    });
    expect(listed).toEqual({ ok: false, error: { code: 'noDisruptionChange' } });
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: blueStar().tripId },
      forDisruption: true,
    });
    expect(held).toEqual({ ok: false, error: { code: 'noDisruptionChange' } });
  });
});

describe('rebooking through the booking API', () => {
  it('holds with the disruption as cause at no cost, confirms, and refuses the cause without a disruption', async () => {
    const { order, token } = await disruptedOrder('api.rebook@example.com', ofCompany('ANEK'));
    const call = (method: 'get' | 'post', ref: string, proof: string, url: string, body: object = {}) =>
      request(app)[method](`/booking/orders/${ref}${url}`).set('Authorization', `Order ${proof}`).send(body);
    const date = nextDayOf(ofCompany('ANEK'));
    const listed = await call(
      'get',
      order.reference,
      token,
      `/change-sailings?legIndex=0&date=${date}&cause=disruption`,
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const target = (
      listed.body.sailings as Array<{ tripId: string; quote: object | null; available: number }>
    ).find((each) => each.quote && each.available > 0)!;
    expect(target.quote).toMatchObject({ fareDifference: 0, fee: 0, total: 0 });
    const body = { legIndex: 0, kind: 'sailing', tripId: target.tripId, cause: 'disruption' };
    const held = await call('post', order.reference, token, '/changes', body);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.change).toMatchObject({
      total: 0,
      fee: 0,
      lines: [],
      forDisruption: true,
      payment: null,
    });
    const confirmed = await call('post', order.reference, token, `/changes/${held.body.change.id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await drainOutbox(database.knex, harness.jobHandlers);
    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.tripId).toBe(target.tripId);
    const change = await harness.services.getChange.execute({
      reference: order.reference,
      token,
      changeId: held.body.change.id,
    });
    if (!change.ok) throw new Error(change.error.code);
    const oldTickets = order.tickets.map((ticket) => ticket.ticketNumber).sort();
    expect((await voidedAt(change.value.change.changeCode)).sort()).toEqual(oldTickets);
    expect((await recordedOn(order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'rebook' }),
    ]);

    const [other] = await piraeusSantoriniTrips(harness.ferry, 3);
    const calm = await ticketedOrder(database.knex, harness, other!, 'api.calm@example.com');
    const refused = await call('post', calm.order.reference, calm.token, '/changes', {
      ...body,
      tripId: blueStar().tripId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('noDisruptionChange');
  });
});
