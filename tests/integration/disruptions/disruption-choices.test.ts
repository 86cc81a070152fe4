import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ActForTraveller } from '#application/disruptions/act-for-traveller.ts';
import { ClaimDisruptionCompensation } from '#application/disruptions/claim-disruption-compensation.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import { TakeDisruptionRefund } from '#application/disruptions/take-disruption-refund.ts';
import { QuoteLegCancellation } from '#application/orders/quote-leg-cancellation.ts';
import { PORTS } from '#container';
import type { Principal } from '#domain/auth/principal.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import { compensationPercent } from '#domain/passenger-rights/arrival-compensation.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
let onward: Trip;

/** The first sailing from Santorini to Heraklion leaving within a day of the Piraeus ship's arrival. */
async function connectionAfter(trip: Trip): Promise<Trip> {
  const arrives = Date.parse(trip.arrivalDatetime);
  for (const date of [0, 1].map((days) => new Date(arrives + days * 86_400_000).toISOString().slice(0, 10))) {
    const query = updateSearchLeg(newSearchQuery(), 0, {
      departurePort: 'JTR',
      destinationPort: 'HER',
      departureDate: date,
    });
    const found = await harness.ferry.searchFares.execute({ query });
    const next = found.legs[0]?.trips.find((each) => {
      const gap = Date.parse(each.departureDatetime) - arrives;
      return gap > 0 && gap < 20 * 3_600_000;
    });
    if (next) return next;
  }
  throw new Error('no connection from Santorini');
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 2);
  onward = await connectionAfter(trips[0]!);
});
afterAll(async () => {
  await database?.destroy();
});

const recordedOn = (orderId: string) => harness.container.get(PORTS.disruptions).ofOrder(orderId);
const causes = async (orderId: string) =>
  (await database.knex('order_events').where({ order_id: orderId }).orderBy('at')).map(
    (row: { cause_code: string | null }) => row.cause_code,
  );

describe('the company cancels the first sailing of a two-company connection', () => {
  let connection: Awaited<ReturnType<typeof ticketedOrder>>;
  let single: Awaited<ReturnType<typeof ticketedOrder>>;

  beforeAll(async () => {
    connection = await ticketedOrder(database.knex, harness, trips[0]!, 'maria@example.gr', {
      laterTrips: [onward],
      leader: { mobile: '6912345681' },
    });
    single = await ticketedOrder(database.knex, harness, trips[0]!, 'tom@example.com');
    const cancelled = await harness.ferry.causeDisruption.execute({
      agentName: trips[0]!.agentName,
      tripId: trips[0]!.tripId,
      kind: 'cancelled',
    });
    expect(cancelled.ok).toBe(true);
    await harness.container.get(FollowDisruptions).execute();
    await drainOutbox(database.knex, harness.jobHandlers);
  });

  it('marks the connection’s second leg affected, and the notice says so', async () => {
    const recorded = await recordedOn(connection.order.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ legs: [0], connectionLegs: [1], choices: [] });
    const mail = (await database
      .knex('emails')
      .where({ order_id: connection.order.id, template: 'disruption' })
      .first()) as { id: string };
    const eml = readFileSync(path.join(harness.mailDir, `${mail.id}.eml`), 'utf8');
    expect(eml).toContain('to=3Ddisruption');
    expect((await recordedOn(single.order.id))[0]).toMatchObject({ legs: [0], connectionLegs: [] });
  });

  it('refunds the cancelled leg in full in one step, through the per-leg cancellation, and records the choice', async () => {
    const access = { reference: connection.order.reference, token: connection.token };
    const quoted = await harness.container.get(QuoteLegCancellation).execute({ ...access, legIndex: 0 });
    if (!quoted.ok) throw new Error(quoted.error.code);
    const paid = paidPerLeg(connection.order.breakdown);
    expect(quoted.value.quote).toMatchObject({ fee: 0, refund: paid[0], coverage: 'full' });
    const taken = await harness.container.get(TakeDisruptionRefund).execute({
      ...access,
      legIndex: 0,
      acceptedRefund: paid[0]!,
      by: 'traveller',
    });
    expect(taken.ok && taken.value.legs[0]!.cancellation).toMatchObject({
      status: 'cancelled',
      fee: 0,
      refund: paid[0],
    });
    expect(await causes(connection.order.id)).toContain('legCancelledForDisruption');
    expect((await recordedOn(connection.order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'refund', by: 'traveller' }),
    ]);

    // One e-mail tells the cancellation and its refund, and why: the traveller chose it after the disruption.
    await drainOutbox(database.knex, harness.jobHandlers);
    const told = (await database
      .knex('emails')
      .where({ order_id: connection.order.id })
      .whereIn('template', ['legCancellation', 'refundStep'])) as { id: string; template: string }[];
    expect(told.map((mail) => mail.template)).toEqual(['legCancellation']);
    const eml = readableMail(readFileSync(path.join(harness.mailDir, `${told[0]!.id}.eml`), 'utf8'));
    expect(eml).toContain("with the full refund you chose after the company's disruption");
  });

  it('offers the connection’s second leg the same full refund: the last leg is the whole order’s cancellation', async () => {
    const access = { reference: connection.order.reference, token: connection.token };
    const paid = paidPerLeg(connection.order.breakdown);
    const taken = await harness.container.get(TakeDisruptionRefund).execute({
      ...access,
      legIndex: 1,
      acceptedRefund: paid[1]!,
      by: 'traveller',
    });
    expect(taken.ok && taken.value).toMatchObject({
      status: 'cancelled',
      cancellation: { fee: 0, refund: paid[1] },
    });
    // The whole order's cancellation records the second leg's choice with it.
    expect((await recordedOn(connection.order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'refund' }),
      expect.objectContaining({ legIndex: 1, choice: 'refund' }),
    ]);
  });

  it('refuses the free refund for a leg no disruption touched', async () => {
    const other = await ticketedOrder(database.knex, harness, trips[1]!, 'other@example.com', {
      laterTrips: [onward],
    });
    const refused = await harness.container.get(TakeDisruptionRefund).execute({
      reference: other.order.reference,
      token: other.token,
      legIndex: 0,
      acceptedRefund: 1,
      by: 'traveller',
    });
    expect(refused).toEqual({ ok: false, error: { code: 'noDisruptionRefund' } });
  });
});

describe('the disruptions desk', () => {
  const support: Principal = { id: 999, email: 'support@kyma.test', scope: ['support'] };
  const desk = () =>
    harness.container.get(ReadDisruptionDesk).execute({
      actor: support,
      filter: { day: businessDay(new Date(trips[0]!.departureDatetime)), company: '', status: 'all' },
    });

  it('lists the cancelled sailing with its orders, who was told and when, and who chose what', async () => {
    const read = await desk();
    if (!read.ok) throw new Error(read.error.code);
    const event = read.value.events.find((each) => each.disruption.tripIds.includes(trips[0]!.tripId))!;
    expect(event.disruption.kind).toBe('cancelled');
    const connection = event.orders.find((order) => order.connectionLegs.length > 0)!;
    expect(connection).toMatchObject({ legs: [0], connectionLegs: [1], leader: 'Eleni Papadopoulou' });
    expect(connection.notices.map((notice) => [notice.channel, notice.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
    expect(connection.choices.map((choice) => [choice.legIndex, choice.by])).toEqual([
      [0, 'traveller'],
      [1, 'traveller'],
    ]);
    expect(event.status).toBe('open');
  });

  it('lets support take the full refund for a traveller, audited, and then the event is settled', async () => {
    const read = await desk();
    if (!read.ok) throw new Error(read.error.code);
    const event = read.value.events.find((each) => each.disruption.tripIds.includes(trips[0]!.tripId))!;
    const waiting = event.orders.find((order) => order.choices.length === 0)!;
    const acted = await harness.container.get(ActForTraveller).execute({
      actor: support,
      orderId: waiting.orderId,
      action: { kind: 'refund', legIndex: 0 },
    });
    expect(acted).toEqual({ ok: true, value: null });
    expect((await harness.orders.findById(waiting.orderId))!.status).toBe('cancelled');
    const audit = await database
      .knex('audit_log')
      .where({ subject_id: waiting.orderId, action: 'order.disruption.refund' });
    expect(audit).toHaveLength(1);
    const again = await desk();
    if (!again.ok) throw new Error(again.error.code);
    const settled = again.value.events.find((each) => each.disruption.id === event.disruption.id)!;
    expect(settled.orders.find((order) => order.orderId === waiting.orderId)!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, by: 'support@kyma.test' }),
    ]);
    expect(settled.status).toBe('settled');
  });

  it('refuses a traveller’s account the desk and its actions', async () => {
    const traveller: Principal = { id: 5, email: 'maria@example.gr', scope: [] };
    const read = await harness.container.get(ReadDisruptionDesk).execute({
      actor: traveller,
      filter: { day: null, company: '', status: 'all' },
    });
    expect(read).toEqual({ ok: false, error: { code: 'staffOnly' } });
  });
});

describe('a sailing three hours late', () => {
  it('claims the compensation the recorded event gives, prefilled from the order', async () => {
    const late = await ticketedOrder(database.knex, harness, trips[1]!, 'late@example.com');
    const delayed = await harness.ferry.causeDisruption.execute({
      agentName: trips[1]!.agentName,
      tripId: trips[1]!.tripId,
      kind: 'delayed',
      delayMinutes: 180,
    });
    if (!delayed.ok) throw new Error('no delay');
    await harness.container.get(FollowDisruptions).execute();
    const journey =
      (Date.parse(trips[1]!.arrivalDatetime) - Date.parse(trips[1]!.departureDatetime)) / 60_000;
    const percent = compensationPercent(180, journey);
    const claimed = await harness.container.get(ClaimDisruptionCompensation).execute({
      reference: late.order.reference,
      token: late.token,
      legIndex: 0,
      disruptionKey: delayed.value.id,
    });
    // A crossing of 4 to 8 hours (Piraeus to Santorini): three hours late is past the 2-hour threshold.
    expect(percent).toBe(25);
    expect(claimed.ok && claimed.value).toMatchObject({
      legIndex: 0,
      disruptionKey: delayed.value.id,
      percent,
      amount: Math.floor((paidPerLeg(late.order.breakdown)[0]! * percent + 50) / 100),
    });
  });

  it('claims nothing for an event that was never recorded on the order', async () => {
    const other = await ticketedOrder(database.knex, harness, trips[2]!, 'x@example.com');
    const claimed = await harness.container.get(ClaimDisruptionCompensation).execute({
      reference: other.order.reference,
      token: other.token,
      legIndex: 0,
      disruptionKey: 'made-up',
    });
    expect(claimed).toEqual({ ok: false, error: { code: 'noCompensationDue' } });
  });
});

describe('the retention of events', () => {
  it('forgets, a month after their sailing, the events no order recorded, and keeps those an order did', async () => {
    const repository = harness.container.get(PORTS.disruptions);
    const [kept] = await repository.ofOrder(
      ((await database.knex('order_disruptions').first('order_id')) as { order_id: string }).order_id,
    );
    const old = { ...kept!.disruption, id: 'long-gone', departure: '2020-01-01T07:00:00.000Z' };
    await repository.record([old], harness.clock.now());
    await database
      .knex('sailing_disruptions')
      .where({ event_id: kept!.disruption.id })
      .update({ departure: '2020-01-01T07:00:00.000Z' });
    await harness.container.get(FollowDisruptions).execute();
    expect(await repository.find(old.agentName, 'long-gone')).toBeNull();
    expect(await repository.find(kept!.disruption.agentName, kept!.disruption.id)).not.toBeNull();
  });
});
