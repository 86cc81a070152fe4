import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ExpireLapsedChanges } from '#application/orders/expire-lapsed-changes.ts';
import { addDays } from '#domain/search/calendar-date.ts';
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
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await database?.destroy();
});

/** A Blue Star sailing: its company's terms ("standard") change a sailing for a 5 € fee, correct for free. */
const blueStar = () => trips.find((trip) => trip.company.code === 'BSF')!;
const heldChangesOf = (orderId: string) => database.knex('order_changes').where({ order_id: orderId });
const heldAtCompany = (changeCode: string) =>
  database.knex('ferry_booking_changes').where({ change_code: changeCode }).first();

describe('holding a change to a ticketed order', () => {
  it('holds another sailing at the company with its fare difference and fee as the lines of the change, once per leg', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'move@example.com');
    const nextDay = addDays(order.legs[0]!.booking.departureDatetime.slice(0, 10), 1);
    const sailings = await harness.services.listChangeSailings.execute({
      reference: order.reference,
      token,
      legIndex: 0,
      date: nextDay,
    });
    if (!sailings.ok) throw new Error(JSON.stringify(sailings.error));
    const target = sailings.value.find((sailing) => sailing.quote && sailing.available > 0)!;
    const change = { legIndex: 0, kind: 'sailing' as const, tripId: target.tripId };

    const first = await harness.services.holdChange.execute({ reference: order.reference, token, change });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const held = first.value.change;
    expect(held).toMatchObject({ status: 'held', legIndex: 0, kind: 'sailing', fee: 500 });
    expect(held.total).toBe(target.quote!.total);
    expect(held.chargeLines.reduce((sum, line) => sum + line.amount, 0)).toBe(held.total);
    expect(held.chargeLines.find((line) => line.kind === 'changeFee')?.amount).toBe(500);
    expect((await heldAtCompany(held.changeCode))?.status).toBe('held');

    const again = await harness.services.holdChange.execute({ reference: order.reference, token, change });
    const [one, two] = await Promise.all(
      [1, 2].map(() =>
        harness.services.holdChange.execute({
          reference: order.reference,
          token,
          change: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Nea' } },
        }),
      ),
    );
    const ids = [again, one!, two!].map((answer) => (answer.ok ? answer.value.change.id : answer.error.code));
    expect(ids).toEqual([held.id, held.id, held.id]);
    expect(await heldChangesOf(order.id)).toHaveLength(1);
  });

  it('records a free correction with no lines, and two corrections asked at once as one change', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'fix@example.com');
    const change = {
      legIndex: 0,
      kind: 'correction' as const,
      passengerIndex: 0,
      correction: { surname: 'Papadopoulou' },
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => harness.services.holdChange.execute({ reference: order.reference, token, change })),
    );
    const ids = new Set(answers.map((answer) => (answer.ok ? answer.value.change.id : answer.error.code)));
    expect(ids.size).toBe(1);
    const [row] = await heldChangesOf(order.id);
    expect(row).toMatchObject({ status: 'held', kind: 'correction', total: 0, charge_lines: [] });
    // The losers' holds at the company were given back: only the recorded one is still held.
    const atCompany = await database
      .knex('ferry_booking_changes')
      .where({ order_code: order.legs[0]!.upstreamOrderCode });
    expect(atCompany.filter((held) => held.status === 'held').map((held) => held.change_code)).toEqual([
      row.change_code,
    ]);
  });

  it('frees a leg whose change lapsed: the lapsed one is expired and released at the company, a new one held', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'late@example.com');
    const change = {
      legIndex: 0,
      kind: 'correction' as const,
      passengerIndex: 0,
      correction: { surname: 'Late' },
    };
    const first = await harness.services.holdChange.execute({ reference: order.reference, token, change });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    await heldChangesOf(order.id).update({ expires_at: new Date(harness.clock.now().getTime() - 60_000) });

    const second = await harness.services.holdChange.execute({ reference: order.reference, token, change });
    if (!second.ok) throw new Error(JSON.stringify(second.error));
    expect(second.value.change.id).not.toBe(first.value.change.id);
    const rows = await heldChangesOf(order.id).orderBy('created_at');
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'held']);
    expect((await heldAtCompany(first.value.change.changeCode))?.status).toBe('released');
  });

  it('sweeps lapsed change holds: expired once of two sweeps at once, released at the company, a live one kept', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'swept@example.com');
    const hold = (legIndex: number) =>
      harness.services.holdChange.execute({
        reference: order.reference,
        token,
        change: { legIndex, kind: 'correction', passengerIndex: 0, correction: { surname: 'Swept' } },
      });
    const lapsing = await hold(0);
    if (!lapsing.ok) throw new Error(JSON.stringify(lapsing.error));
    await heldChangesOf(order.id).update({ expires_at: new Date(harness.clock.now().getTime() - 60_000) });
    const sweeper = harness.container.get(ExpireLapsedChanges);

    const swept = await Promise.all([1, 2].map(() => sweeper.execute({ batchSize: 100 })));
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await heldChangesOf(order.id);
    expect(row.status).toBe('expired');
    expect((await heldAtCompany(lapsing.value.change.changeCode))?.status).toBe('released');
    const live = await hold(0);
    if (!live.ok) throw new Error(JSON.stringify(live.error));
    await sweeper.execute({ batchSize: 100 });
    expect((await heldAtCompany(live.value.change.changeCode))?.status).toBe('held');
  });

  it('answers a stranger reservationNotFound and a leg the order does not have orderNotChangeable', async () => {
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), 'proof@example.com');
    const change = { legIndex: 0, kind: 'correction' as const, passengerIndex: 0, correction: { name: 'X' } };
    const stranger = await harness.services.holdChange.execute({
      reference: order.reference,
      token: 'not-the-token',
      change,
    });
    expect(stranger).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
    const missingLeg = await harness.services.holdChange.execute({
      reference: order.reference,
      token,
      change: { ...change, legIndex: 3 },
    });
    expect(missingLeg).toEqual({ ok: false, error: { code: 'orderNotChangeable' } });
    expect(await heldChangesOf(order.id)).toHaveLength(0);
  });
});
