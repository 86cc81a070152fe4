import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import type { Passenger } from '#domain/booking/passenger.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
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

/** A Blue Star sailing: its company's terms ("standard") correct a passenger for free. */
const blueStar = () => trips.find((trip) => trip.company.code === 'BSF')!;
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Pays with the sandbox card from the provider's page, as the traveller's browser does. */
async function payAtSandbox(url: string) {
  const back = new URL((await harness.sandbox.decide(url.split('/').pop()!, 'succeeded'))!);
  return harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
}

/**
 * A ticketed Blue Star order of an adult and a second passenger booked as `second` (an infant born two
 * years before the sailing unless told otherwise), paid by card.
 */
async function ticketedFamily(email: string, second: Partial<Passenger> = {}) {
  const trip = blueStar();
  const year = Number(trip.departureDatetime.slice(0, 4));
  const legs = [
    updatePassenger(aFilledLeg(trip, 2), 1, {
      passengerType: 'IN',
      birthDate: `15/06/${year - 2}`,
      ...second,
    }),
  ];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await harness.services.placeOrder.execute(
    anOrder({ legs, leader: aLeader({ email }), expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const started = await harness.services.startPayment.execute({ order: placed.value.order });
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  await payAtSandbox(started.value.url);
  await drainOutbox(database.knex, harness.jobHandlers);
  const order = (await harness.orders.findById(placed.value.order.id))!;
  expect(order.status).toBe('ticketed');
  return { order, access: { reference: order.reference, token: placed.value.token } };
}

/** The passengers of the company's own booking of the order's leg, as it will issue their tickets. */
async function atTheCompany(orderCode: string) {
  const row = await database.knex('ferry_bookings').where({ order_code: orderCode }).first();
  const legs = typeof row.legs === 'string' ? JSON.parse(row.legs) : row.legs;
  return legs[0] as {
    request: { passengers: { passengerType: string; birthDate?: string }[] };
    pricing: { passengerPrices: { items: { index: number; code: string; total: number }[] } };
  };
}

const correction = (birthDate: string) => ({
  legIndex: 0,
  kind: 'correction' as const,
  passengerIndex: 1,
  correction: { birthDate },
});

describe('a correction of a birth date on a ticketed order (issue #49)', () => {
  it('turns an infant corrected to a 1985 birth date into an adult, for the adult fare paid like any costly change', async () => {
    const { order, access } = await ticketedFamily('infant-to-adult@example.com');
    expect(order.legs[0]!.passengerPrices[1]).toBe(0);
    // Fares follow demand: the infant now pays what one adult on the sailing costs today.
    const adult = await harness.services.priceCart.execute({
      legs: [aFilledLeg(blueStar())],
      receiveTicketsMethod: 'portPickup',
    });
    if (!adult.ok) throw new Error(JSON.stringify(adult.error));
    const adultFare = adult.value.breakdown.tripTotals[0]!;

    const quoted = await harness.services.quoteChange.execute({
      ...access,
      change: correction('07/03/1985'),
    });
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    // The adult fare, less the infant's nothing, and no fee at Blue Star.
    expect(quoted.value.quote).toMatchObject({ fareDifference: adultFare, fee: 0, total: adultFare });
    expect(quoted.value.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['changeFare', quoted.value.quote.total],
    ]);

    const held = await harness.services.holdChange.execute({ ...access, change: correction('07/03/1985') });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const { change } = held.value;
    expect(change).toMatchObject({ status: 'held', kind: 'correction', total: adultFare });
    const refused = await harness.services.confirmChange.execute({ ...access, changeId: change.id });
    expect(refused).toEqual({ ok: false, error: { code: 'changeNeedsPayment' } });

    const started = await harness.services.startPayment.execute({ order, change });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await payAtSandbox(started.value.url);
    await drainOutbox(database.knex, harness.jobHandlers);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.passengers[1]).toMatchObject({
      passengerType: 'AD',
      birthDate: '07/03/1985',
    });
    const company = await atTheCompany(order.legs[0]!.upstreamOrderCode);
    expect(company.request.passengers[1]).toMatchObject({ passengerType: 'AD', birthDate: '07/03/1985' });
    const line = company.pricing.passengerPrices.items.find((item) => item.index === 1)!;
    expect(line.code.startsWith('AD:')).toBe(true);
    expect(line.total).toBe(change.total);
    expect(sum(linesOfOrder(after).map((each) => each.amount))).toBe(
      order.breakdown.finalPrice + change.total,
    );
  });

  it('keeps a correction within the passenger’s band free: an infant stays an infant', async () => {
    const { order, access } = await ticketedFamily('infant-stays@example.com');
    const year = Number(order.legs[0]!.booking.departureDatetime.slice(0, 4));
    const held = await harness.services.holdChange.execute({
      ...access,
      change: correction(`01/02/${year - 1}`),
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    expect(held.value.change).toMatchObject({ total: 0, fareDifference: 0, chargeLines: [] });
    const confirmed = await harness.services.confirmChange.execute({
      ...access,
      changeId: held.value.change.id,
    });
    expect(confirmed.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);
    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.passengers[1]).toMatchObject({
      passengerType: 'IN',
      birthDate: `01/02/${year - 1}`,
    });
  });

  it('gives a child corrected to an infant’s birth date its fare back, and asks nothing of a name', async () => {
    const travel = blueStar().departureDatetime.slice(0, 10);
    const year = Number(travel.slice(0, 4));
    const { order, access } = await ticketedFamily('child-to-infant@example.com', {
      passengerType: 'CH',
      birthDate: `15/06/${year - 8}`,
    });
    const childFare = order.legs[0]!.passengerPrices[1]!;
    expect(childFare).toBeGreaterThan(0);
    const quoted = await harness.services.quoteChange.execute({
      ...access,
      change: correction(`15/06/${year - 2}`),
    });
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    expect(quoted.value.quote).toMatchObject({ fareDifference: -childFare, total: -childFare });
    const renamed = await harness.services.quoteChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'correction', passengerIndex: 1, correction: { name: 'Nefeli' } },
    });
    expect(renamed.ok && renamed.value.quote).toMatchObject({ fareDifference: 0, total: 0 });
  });

  it('refuses a birth date that is no day, or one after the sailing, naming the field', async () => {
    const { access } = await ticketedFamily('bad-birth-date@example.com');
    const year = Number(blueStar().departureDatetime.slice(0, 4));
    for (const [birthDate, key] of [
      ['31/02/1985', 'invalidBirthDate'],
      [`01/01/${year + 1}`, 'birthDateInFuture'],
    ] as const) {
      const answer = await harness.services.holdChange.execute({ ...access, change: correction(birthDate) });
      expect(answer).toEqual({
        ok: false,
        error: { code: 'invalidPassengersForm', fields: [{ path: 'correction.birthDate', key }] },
      });
    }
  });

  it('refuses to confirm a free correction held while the whole order was cancelled, and applies nothing', async () => {
    const { order, access } = await ticketedFamily('held-then-cancelled@example.com');
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { name: 'Nikos' } },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const quote = await harness.services.quoteCancellation.execute(access);
    if (!quote.ok) throw new Error(quote.error.code);
    const cancelled = await harness.services.cancelOrder.execute({
      ...access,
      acceptedRefund: quote.value.quote.refund,
    });
    expect(cancelled.ok).toBe(true);
    const confirmed = await harness.services.confirmChange.execute({
      ...access,
      changeId: held.value.change.id,
    });
    expect(confirmed).toEqual({ ok: false, error: { code: 'orderNotChangeable' } });
    await drainOutbox(database.knex, harness.jobHandlers);
    const after = (await harness.orders.findById(order.id))!;
    expect(after.legs[0]!.booking.passengers[0]!.name).toBe(order.legs[0]!.booking.passengers[0]!.name);
  });
});
