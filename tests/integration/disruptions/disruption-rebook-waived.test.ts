import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { PORTS } from '#container';
import { choiceOpen } from '#domain/disruptions/disruption-choices.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

/**
 * Decision 0094: a rebooking from a disruption is waived at the company too. The clock (Kyma's and the
 * simulated companies' one) stands 20 hours before the sailing each test books: within the 24 hours in
 * which Blue Star's and ANEK's terms ("standard") close sailing changes.
 */
const HOUR = 3_600_000;
let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
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

const ofCompany = (code: string) => trips.find((trip) => trip.company.code === code)!;
const nextDayOf = (trip: Trip) => addDays(trip.departureDatetime.slice(0, 10), 1);
const recordedOn = (orderId: string) => harness.container.get(PORTS.disruptions).ofOrder(orderId);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const mailsTo = (address: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(subject));
/** The company's own record of a change: its status, its quote, the tickets it voided. */
const atCompany = async (changeCode: string) => {
  const row = await database.knex('ferry_booking_changes').where({ change_code: changeCode }).first();
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    status: row.status as string,
    quote: json(row.quote) as { fee: number; fareDifference: number; total: number },
    voided: (json(row.voided_tickets) as Array<{ ticketNumber: string }>).map((t) => t.ticketNumber),
  };
};

/** The clock 20 hours before the trip leaves: the day before, within the companies' 24 closing hours. */
const dayBefore = (trip: Trip) => {
  offsetMs = Date.parse(trip.departureDatetime) - 20 * HOUR - clock.now().getTime();
};

/** A paid order on the sailing, which the company then cancels; the follower records it on the order. */
async function cancelledTheDayBefore(email: string, trip: Trip) {
  dayBefore(trip);
  const ticketed = await ticketedOrder(database.knex, harness, trip, email);
  const cancelled = await harness.ferry.causeDisruption.execute({
    agentName: trip.agentName,
    tripId: trip.tripId,
    kind: 'cancelled',
  });
  if (!cancelled.ok) throw new Error(cancelled.error.code);
  await harness.container.get(FollowDisruptions).execute();
  await drainOutbox(database.knex, harness.jobHandlers);
  return { ...ticketed, access: { reference: ticketed.order.reference, token: ticketed.token } };
}

/** The first sailing of the next day the leg may move to, as listed for the disruption. */
/** The next day's first sailing the leg may move to at no cost; of another company when asked. */
async function nextSailing(access: { reference: string; token: string }, trip: Trip, otherCompany = false) {
  const listed = await harness.services.listChangeSailings.execute({
    ...access,
    legIndex: 0,
    date: nextDayOf(trip),
    forDisruption: true,
  });
  if (!listed.ok) throw new Error(listed.error.code);
  const sailing = listed.value.find(
    (each) => each.quote && each.available > 0 && (!otherCompany || each.companyCode !== trip.company.code),
  );
  if (!sailing)
    throw new Error(`no sailing the next day to move to${otherCompany ? ' with another company' : ''}`);
  return sailing;
}

describe('a sailing the company cancelled the day before, within its closing hours', () => {
  it('is rebooked at no cost, the company waiving its terms: old tickets voided, new ones issued', async () => {
    // A day of its own: the sailing stays cancelled, and the other tests book theirs.
    const anek = (await piraeusSantoriniTrips(harness.ferry, 31)).find(
      (trip) => trip.company.code === 'ANEK',
    )!;
    const { order, access } = await cancelledTheDayBefore('waived@example.com', anek);
    // As any change, the company's terms refuse it now; for its own cancellation it quotes nothing.
    const asUsual = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: nextDayOf(anek),
    });
    if (!asUsual.ok) throw new Error(asUsual.error.code);
    expect(asUsual.value.length).toBeGreaterThan(0);
    expect(new Set(asUsual.value.map((sailing) => sailing.refusal))).toEqual(new Set(['changeTooLate']));
    const target = await nextSailing(access, anek, true);
    expect(target).toMatchObject({ refusal: null, quote: { fareDifference: 0, fee: 0, total: 0 } });

    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
      forDisruption: true,
    });
    if (!held.ok) throw new Error(held.error.code);
    const { changeCode } = held.value.change;
    expect((await atCompany(changeCode)).quote).toMatchObject({ fareDifference: 0, fee: 0, total: 0 });
    expect(
      (await harness.services.confirmChange.execute({ ...access, changeId: held.value.change.id })).ok,
    ).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.tripId).toBe(target.tripId);
    // The leg names the company and ship it sails with now, not ANEK that sold it (issue #46).
    expect(after.legs[0]!.booking.company).toBe(target.companyCode);
    expect(after.legs[0]!.companyName).not.toBe(order.legs[0]!.companyName);
    expect(after.legs[0]!.vesselName).toBe(target.vesselName);
    const oldTickets = order.tickets.map((ticket) => ticket.ticketNumber).sort();
    expect(after.tickets.length).toBe(oldTickets.length);
    for (const ticket of after.tickets) expect(oldTickets).not.toContain(ticket.ticketNumber);
    const company = await atCompany(changeCode);
    expect(company.status).toBe('confirmed');
    expect(company.voided.sort()).toEqual(oldTickets);
    expect(sum(linesOfOrder(after).map((line) => line.amount))).toBe(order.breakdown.finalPrice);
    expect(mailsTo('waived@example.com', 'was changed')).toHaveLength(1);
  });

  it('is refused by the company when the disruption claimed is not in its feed: its terms stand', async () => {
    const anek = ofCompany('ANEK');
    dayBefore(anek);
    const { order } = await ticketedOrder(database.knex, harness, anek, 'claimed@example.com');
    const [leg] = order.legs;
    const to = await piraeusSantoriniTrips(harness.ferry, 31);
    const asked = {
      agentName: leg!.agentName,
      orderCode: leg!.upstreamOrderCode,
      legIndex: 0,
      kind: 'sailing' as const,
      tripId: to.find((trip) => trip.agentName === leg!.agentName)!.tripId,
    };
    // An event of this sailing's form its feed never told, and one of no form at all.
    const sailingId = leg!.booking.tripId.split('-').slice(0, -2).join('-');
    for (const answersDisruption of [
      `${sailingId}:staff:00000000-0000-0000-0000-000000000000`,
      'no-such-event',
    ]) {
      const claimed = await harness.ferry.holdBookingChange.execute({ ...asked, answersDisruption });
      expect(claimed.ok ? 'held' : claimed.error.code).toBe('changeTooLate');
    }
    expect(await database.knex('ferry_booking_changes').where({ order_code: asked.orderCode })).toEqual([]);
  });
});

describe('a waived change the company refuses at confirmation', () => {
  it('takes its choice back with the failure: the choices are offered again and the traveller is told', async () => {
    const anek = ofCompany('ANEK');
    const { order, access } = await cancelledTheDayBefore('refused@example.com', anek);
    const target = await nextSailing(access, anek);
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
      forDisruption: true,
    });
    if (!held.ok) throw new Error(held.error.code);
    await harness.services.confirmChange.execute({ ...access, changeId: held.value.change.id });
    expect((await recordedOn(order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'rebook' }),
    ]);
    // The company drops the held change before Kyma's job asks it to apply it: it refuses.
    const { agentName, changeCode } = held.value.change;
    expect((await harness.ferry.releaseBookingChange.execute({ agentName, changeCode })).ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const failed = await harness.services.getChange.execute({ ...access, changeId: held.value.change.id });
    expect(failed.ok && failed.value.change.status).toBe('failed');
    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.tripId).toBe(anek.tripId);
    expect(after.tickets).toEqual(order.tickets);
    const recorded = await recordedOn(order.id);
    expect(recorded.flatMap((event) => event.choices)).toEqual([]);
    expect(choiceOpen(recorded, 0)).toBe(true);
    expect((await nextSailing(access, anek)).quote).toMatchObject({ total: 0 });
    const [told] = mailsTo('refused@example.com', `could not be made`);
    expect(told).toContain('a full refund, or another sailing at no cost');
  });
});

describe('staff rebooking for the traveller', () => {
  it('lets the desk’s support rebook at no cost, audited as a change on the traveller’s behalf', async () => {
    // Not the sailing the tests above cancelled: a cancelled sailing is no longer sold (decision 0106).
    const nextDay = await piraeusSantoriniTrips(harness.ferry, 31);
    const blueStar = nextDay.find((trip) => trip.company.code === 'BSF')!;
    const { order, access } = await cancelledTheDayBefore('desk-rebook@example.com', blueStar);
    const target = await nextSailing(access, blueStar);
    const support = {
      reference: order.reference,
      principal: { id: 78, email: 'help@kyma.test', scope: ['support'] },
    };
    const held = await harness.services.holdChange.execute({
      ...support,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
      forDisruption: true,
    });
    if (!held.ok) throw new Error(held.error.code);
    expect(
      (await harness.services.confirmChange.execute({ ...support, changeId: held.value.change.id })).ok,
    ).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    expect((await harness.orders.findById(order.id))!.legs[0]!.booking.tripId).toBe(target.tripId);
    const audited = await database.knex('audit_log').where({ subject_id: order.id });
    expect(audited.map((row) => [row.actor_email, row.action, row.after])).toEqual([
      [
        'help@kyma.test',
        'order.change',
        {
          changeId: held.value.change.id,
          legIndex: 0,
          kind: 'sailing',
          total: 0,
          payer: 'nobody',
          forDisruption: true,
        },
      ],
    ]);
    expect((await recordedOn(order.id))[0]!.choices).toEqual([
      expect.objectContaining({ legIndex: 0, choice: 'rebook', by: 'help@kyma.test' }),
    ]);
  });
});
