import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { legAddition } from '#domain/orders/leg-addition.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
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

/** A Blue Star sailing with a garage: its company's terms ("standard") add a vehicle or pet for a 2 € fee. */
const blueStar = () => trips.find((trip) => trip.company.code === 'BSF' && trip.garage && trip.pets)!;
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const mailsTo = (address: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(subject));

async function payAtSandbox(url: string) {
  const back = new URL((await harness.sandbox.decide(url.split('/').pop()!, 'succeeded'))!);
  return harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
}

describe('adding a vehicle and a pet to a sold sailing (decision 0083)', () => {
  it('quotes each added item as a line with the fee, holds, takes the card and puts them on the leg and the order’s lines', async () => {
    const email = 'add-car@example.com';
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar(), email);
    const access = { reference: order.reference, token };
    // The change page's form, checked by the wizard's rules.
    const addition = legAddition(
      { vehicleType: 'CAR', plateNumber: 'ikb1234', petType: 'SMALL', petOwner: '0', chipNumber: '941000' },
      order.legs[0]!.booking,
    );
    if (!addition.ok) throw new Error(JSON.stringify(addition.error));
    const change = { legIndex: 0, kind: 'addition' as const, ...addition.value };

    const quoted = await harness.services.quoteChange.execute({ ...access, change });
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    const kinds = quoted.value.lines.map((line) => [line.kind, line.code]);
    expect(kinds).toEqual([
      ['vehicle', 'CAR'],
      ['pet', 'SMALL'],
      ['changeFee', ''],
    ]);
    expect(quoted.value.lines.find((line) => line.kind === 'changeFee')?.amount).toBe(200);
    expect(quoted.value.lines.every((line) => line.amount > 0)).toBe(true);
    expect(sum(quoted.value.lines.map((line) => line.amount))).toBe(quoted.value.quote.total);

    const held = await harness.services.holdChange.execute({ ...access, change });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    expect(held.value.change.total).toBe(quoted.value.quote.total);
    const started = await harness.services.startPayment.execute({ order, change: held.value.change });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const paid = await payAtSandbox(started.value.url);
    expect(paid.ok && paid.value.change?.status).toBe('paid');
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    const leg = after.legs[0]!.booking;
    expect(leg.vehicles.map((vehicle) => [vehicle.accommodationType, vehicle.plateNumber])).toEqual([
      ['CAR', 'IKB1234'],
    ]);
    expect(leg.pets.map((pet) => [pet.code, pet.passengerIndex, pet.identityNumber])).toEqual([
      ['SMALL', 0, '941000'],
    ]);
    const lines = linesOfOrder(after);
    expect(
      lines.filter((line) => line.kind === 'vehicle').map((line) => [line.legIndex, line.index]),
    ).toEqual([[0, 0]]);
    expect(sum(lines.map((line) => line.amount))).toBe(order.breakdown.finalPrice + held.value.change.total);
    expect(paidPerLeg(after.breakdown, lines)[0]).toBe(
      paidPerLeg(order.breakdown)[0]! + held.value.change.total,
    );
    const oldTickets = order.tickets.map((ticket) => ticket.ticketNumber);
    for (const ticket of after.tickets) expect(oldTickets).not.toContain(ticket.ticketNumber);
    expect(mailsTo(email, 'was changed')).toHaveLength(1);
  });

  it('refuses what the wizard refuses, before asking the company', () => {
    const leg = { passengers: [{}], vehicles: [], trailers: [] } as never;
    expect(legAddition({}, leg)).toEqual({ ok: false, error: { vehicleType: 'additionEmpty' } });
    expect(legAddition({ vehicleType: 'CAR' }, leg)).toEqual({
      ok: false,
      error: { plateNumber: 'fieldRequired' },
    });
    expect(legAddition({ trailerType: 'CARAVAN' }, leg)).toEqual({
      ok: false,
      error: { trailerType: 'trailerNeedsVehicle' },
    });
    expect(legAddition({ petType: 'SMALL', petOwner: '3', chipNumber: '1' }, leg)).toEqual({
      ok: false,
      error: { petOwner: 'chooseResponsiblePassenger' },
    });
    // A length no ferry prices (issue #49): 1–25 m.
    expect(legAddition({ vehicleType: 'CAR', vehicleLength: '99', plateNumber: 'X' }, leg)).toEqual({
      ok: false,
      error: { vehicleLength: 'invalidLength' },
    });
    expect(legAddition({ vehicleType: 'CAR', vehicleLength: '4.5', plateNumber: 'X' }, leg).ok).toBe(true);
  });
});
