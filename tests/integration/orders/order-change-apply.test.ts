import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ORDER_CHANGE_JOBS } from '#application/orders/order-change-jobs.ts';
import { backOfficeServices, PORTS } from '#container';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
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

/** A Blue Star sailing: its company's terms ("standard") change a sailing for a 5 € fee, correct for free. */
const blueStar = () => trips.find((trip) => trip.company.code === 'BSF')!;
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const causesOf = async (orderId: string) =>
  (await harness.orders.events(orderId)).flatMap((event) =>
    typeof event.cause === 'string' ? [] : [event.cause.code],
  );
const mailsTo = (address: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(subject));

/** Pays with the sandbox card from the provider's page, as the traveller's browser does. */
async function payAtSandbox(url: string) {
  const back = new URL((await harness.sandbox.decide(url.split('/').pop()!, 'succeeded'))!);
  return harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
}

async function heldMove(email: string) {
  const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), email);
  const nextDay = addDays(order.legs[0]!.booking.departureDatetime.slice(0, 10), 1);
  const access = { reference: order.reference, token };
  const sailings = await harness.services.listChangeSailings.execute({
    ...access,
    legIndex: 0,
    date: nextDay,
  });
  if (!sailings.ok) throw new Error(JSON.stringify(sailings.error));
  const target = sailings.value.find((sailing) => sailing.quote && sailing.available > 0)!;
  const held = await harness.services.holdChange.execute({
    ...access,
    change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
  });
  if (!held.ok) throw new Error(JSON.stringify(held.error));
  return { order, access, target, change: held.value.change };
}

describe('applying a change to a sold booking', () => {
  it('moves a leg to the next day once its difference is paid: new tickets, the lines added, one charge of two tabs', async () => {
    const { order, access, target, change } = await heldMove('move-paid@example.com');
    // A traveller changes a booking later than the second it was ticketed in: the calendar's SEQUENCE counts
    // the seconds of each issue, so the change is paid a second on, as it would be at the earliest.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await harness.services.confirmChange.execute({ ...access, changeId: change.id });
    expect(refused).toEqual({ ok: false, error: { code: 'changeNeedsPayment' } });

    // Two tabs start paying the same change; both are charged at the provider.
    const [first, second] = await Promise.all(
      [1, 2].map(() => harness.services.startPayment.execute({ order, change })),
    );
    if (!first?.ok || !second?.ok) throw new Error('payment not started');
    const paid = await payAtSandbox(first.value.url);
    expect(paid.ok && paid.value.change?.status).toBe('paid');
    await payAtSandbox(second.value.url);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    const done = await harness.services.getChange.execute({ ...access, changeId: change.id });
    expect(done.ok && done.value.change.status).toBe('done');
    expect(after.legs[0]!.booking.tripId).toBe(target.tripId);
    expect(after.legs[0]!.booking.departureDatetime).toBe(target.departureDatetime);
    expect(after.legs[0]!.vesselName).toBe(target.vesselName);
    const oldTickets = order.tickets.map((ticket) => ticket.ticketNumber);
    expect(after.tickets).toHaveLength(order.tickets.length);
    for (const ticket of after.tickets) expect(oldTickets).not.toContain(ticket.ticketNumber);
    // The change's lines join the order's: they add up to the first sale plus the change.
    const lines = linesOfOrder(after);
    expect(lines.filter((line) => line.kind === 'changeFee').map((line) => line.amount)).toEqual([500]);
    expect(sum(lines.map((line) => line.amount))).toBe(order.breakdown.finalPrice + change.total);
    expect(paidPerLeg(after.breakdown, lines)[0]).toBe(paidPerLeg(order.breakdown)[0]! + change.total);
    // The second tab's charge is given back; the change's own stays.
    const attempts = await harness.orders.paymentAttempts(order.id);
    const changeAttempts = attempts.filter((attempt) => attempt.changeId === change.id);
    expect(changeAttempts.map((attempt) => [attempt.surplus, attempt.status]).sort()).toEqual([
      [false, 'succeeded'],
      [true, 'refunded'],
    ]);
    const [changed, ...more] = mailsTo('move-paid@example.com', 'was changed');
    expect(more).toEqual([]);
    // Its calendar file replaces the booked entry: the same UID, the new times, a higher SEQUENCE.
    const [booked] = mailsTo('move-paid@example.com', `booking ${order.reference} is confirmed`);
    const entryOf = (mail: string) => {
      const ics = attachmentsOf(mail).find((part) => part.contentType === 'text/calendar')!.content;
      const lines = ics
        .toString('utf8')
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n');
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
      return { uid: field('UID'), start: field('DTSTART'), sequence: Number(field('SEQUENCE')) };
    };
    const [before, now] = [entryOf(booked!), entryOf(changed!)];
    expect(now.uid).toBe(`${order.reference}-0@kyma.travel`);
    expect(now.uid).toBe(before.uid);
    expect(now.start).not.toBe(before.start);
    expect(now.sequence).toBeGreaterThan(before.sequence);
    expect(await causesOf(order.id)).toEqual(
      expect.arrayContaining(['changeHeld', 'changePaid', 'changeApplied', 'changeVoucherSent']),
    );
  });

  it('corrects a surname for free on confirmation, once for two clicks, and resumes after a crash midway', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'fix-name@example.com');
    const access = { reference: order.reference, token };
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Nikolaou' } },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const changeId = held.value.change.id;
    const clicks = await Promise.all(
      [1, 2].map(() => harness.services.confirmChange.execute({ ...access, changeId })),
    );
    expect(clicks.every((click) => click.ok)).toBe(true);
    const jobs = await database
      .knex('outbox')
      .where({ name: ORDER_CHANGE_JOBS.confirm })
      .whereNull('relayed_at');
    expect(jobs.filter((job) => job.payload.changeId === changeId)).toHaveLength(1);

    // The process dies after the company applied the change and before Kyma recorded it: the job runs again.
    await harness.ferry.confirmBookingChange.execute({
      agentName: held.value.change.agentName,
      changeCode: held.value.change.changeCode,
    });
    await drainOutbox(database.knex, harness.jobHandlers);
    const confirm = harness.jobHandlers[ORDER_CHANGE_JOBS.confirm]!;
    await confirm({ changeId }, { id: 'again', name: ORDER_CHANGE_JOBS.confirm });

    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.passengers[0]!.surname).toBe('Nikolaou');
    expect(linesOfOrder(after)).toEqual(linesOfOrder(order));
    const current = await harness.services.getChange.execute({ ...access, changeId });
    expect(current.ok && current.value.change.status).toBe('done');
    expect((await causesOf(order.id)).filter((code) => code === 'changeApplied')).toHaveLength(1);
    // Its one e-mail says which name changed: as booked → as corrected (issue #46).
    const booked = order.legs[0]!.booking.passengers[0]!;
    const [told, ...more] = mailsTo('fix-name@example.com', 'was changed');
    expect(more).toEqual([]);
    expect(readableMail(told!)).toContain(
      `The passenger's name on sailing 1 was corrected as you asked: ${booked.name} ${booked.surname} → ${booked.name} Nikolaou.`,
    );
  });
});

/** A ticketed Blue Star order with a car added and paid: two payments, the car's the latest. */
async function orderWithAddedCar(email: string) {
  const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), email);
  const access = { reference: order.reference, token };
  const held = await harness.services.holdChange.execute({
    ...access,
    change: {
      ...{ legIndex: 0, kind: 'addition', trailers: [], pets: [] },
      vehicles: [{ accommodationType: 'CAR', length: 4.2 }],
    },
  });
  if (!held.ok) throw new Error(JSON.stringify(held.error));
  const started = await harness.services.startPayment.execute({ order, change: held.value.change });
  if (!started.ok) throw new Error('payment not started');
  await payAtSandbox(started.value.url);
  await drainOutbox(database.knex, harness.jobHandlers);
  const [sale, carPayment] = await harness.orders.paymentAttempts(order.id);
  return { order, access, sale: sale!, carPayment: carPayment! };
}

const refundedAt = async (providerPaymentId: string) =>
  (await database.knex('sandbox_payments').where({ id: providerPaymentId }).first()).refunded as number;

describe('a refund of an order that a paid change made a second payment on', () => {
  it('draws on both payments, the added car’s first, each provider refund with its own reference', async () => {
    // A car added to the sailing: a second payment larger than the cancellation's fee.
    const { order, access } = await orderWithAddedCar('refund-changed@example.com');
    const quoted = await harness.services.quoteCancellation.execute(access);
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { refund } = quoted.value.quote;
    const [sale, changePayment] = await harness.orders.paymentAttempts(order.id);
    // More than the first sale's payment: no single provider refund could give it back.
    expect(refund).toBeGreaterThan(sale!.amount);

    const cancelled = await harness.services.cancelOrder.execute({ ...access, acceptedRefund: refund });
    expect(cancelled.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.status).toBe('refunded');
    expect(await refundedAt(changePayment!.providerPaymentId)).toBe(changePayment!.amount);
    expect(await refundedAt(sale!.providerPaymentId)).toBe(refund - changePayment!.amount);
    const draws = await harness.orders.refundDraws(order.id);
    expect(draws.map((draw) => [draw.paymentId, draw.amount])).toEqual([
      [changePayment!.id, changePayment!.amount],
      [sale!.id, refund - changePayment!.amount],
    ]);
    expect(after.cancellation?.refundReference).toBe(draws.map((draw) => draw.reference).join(', '));
  });

  it('a staff refund larger than the first sale draws on both too, and names both provider refunds', async () => {
    const { order, sale, carPayment } = await orderWithAddedCar('staff-refund-changed@example.com');
    const finance = { id: 79, email: 'money@kyma.test', scope: { finance: true } };
    const amount = carPayment.amount + 100;
    const requested = await backOfficeServices(harness.container).requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount, reason: 'goodwill' },
    });
    expect(requested.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    expect(await refundedAt(carPayment.providerPaymentId)).toBe(carPayment.amount);
    expect(await refundedAt(sale.providerPaymentId)).toBe(100);
    const draws = await harness.orders.refundDraws(order.id);
    expect(draws.map((draw) => [draw.paymentId, draw.amount])).toEqual([
      [carPayment.id, carPayment.amount],
      [sale.id, 100],
    ]);
    const [refund] = await harness.container.get(PORTS.refunds).list(order.id);
    expect(refund).toMatchObject({ status: 'done', amount, sentThrough: 'sandbox' });
    expect(refund!.reference).toBe(draws.map((draw) => draw.reference).join(', '));
  });
});

describe('a change on the traveller’s behalf', () => {
  it('lets staff correct a surname for free, named on the timeline and audited', async () => {
    const { order } = await ticketedOrder(database.knex, harness, blueStar(), 'behalf-fix@example.com');
    const admin = { id: 77, email: 'desk@kyma.test', scope: ['admin'] };
    const support = { id: 78, email: 'help@kyma.test', scope: ['support'] };
    const correction = { legIndex: 0, kind: 'correction' as const, passengerIndex: 0 };
    const change = { ...correction, correction: { surname: 'Papadaki' } };
    // Support opens the traveller's order (decision 0076) but may not change it for them.
    const bySupport = await harness.services.holdChange.execute({
      ...{ reference: order.reference, principal: support },
      change,
    });
    expect(bySupport).toEqual({ ok: false, error: { code: 'forbidden' } });

    const asStaff = { reference: order.reference, principal: admin };
    const held = await harness.services.holdChange.execute({ ...asStaff, change });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const confirmed = await harness.services.confirmChange.execute({
      ...asStaff,
      changeId: held.value.change.id,
    });
    expect(confirmed.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.passengers[0]!.surname).toBe('Papadaki');
    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    expect(causes).toContainEqual({ code: 'changeHeld', values: { sailing: '1', by: 'desk@kyma.test' } });
    expect(causes).toContainEqual({ code: 'changeApplied', values: { sailing: '1', by: 'desk@kyma.test' } });
    const audited = await database.knex('audit_log').where({ subject_id: order.id });
    expect(audited.map((row) => [row.actor_email, row.action, row.after])).toEqual([
      [
        'desk@kyma.test',
        'order.change',
        { changeId: held.value.change.id, legIndex: 0, kind: 'correction', total: 0, payer: 'nobody' },
      ],
    ]);
  });
});
