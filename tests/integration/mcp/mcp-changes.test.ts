import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { aLeader } from '../../support/checkout-harness.ts';
import {
  type Answer,
  callTool,
  connectedClient,
  type McpSite,
  payOnSandboxPage,
  startMcpSite,
} from '../../support/mcp-site.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

let database: TestDatabase;
let site: McpSite;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  site = await startMcpSite(database.knex);
});
afterAll(async () => {
  await site?.close();
  await database?.destroy();
});

type Client = Awaited<ReturnType<typeof connectedClient>>;

/** One adult from Piraeus to Naxos on `day`, booked, paid and ticketed through the tools; its proof. */
async function bookedOn(client: Client, day: string) {
  const found = await callTool(client, 'search_trips', {
    typeOfTrip: 'oneWay',
    legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: day }],
    accommodations: { passengers: 1, vehicles: 0, pets: 0 },
  });
  const trip = found.legs[0].trips.find((t: Answer) => t.deck.length > 0);
  const passenger = { passengerType: 'AD', accommodationType: trip.deck[0].code };
  const legs = [{ ...trip.cartLeg, passengers: [passenger], vehicles: [] }];
  const price = await callTool(client, 'price_trip', { legs });
  const traveller = { name: 'Eleni', surname: 'Papadopoulou', sex: 'female', birthDate: '07/03/1985' };
  const booked = await callTool(client, 'start_booking', {
    locale: 'en',
    legs: [
      { ...legs[0], passengers: [{ ...passenger, ...traveller, nationality: 'GR', documentId: 'AB123450' }] },
    ],
    leader: aLeader(),
    expectedFinalPrice: price.expectedFinalPrice,
    traveller_confirmed: true,
  });
  expect(booked.isError, JSON.stringify(booked)).toBe(false);
  expect(await payOnSandboxPage(booked.paymentLink)).toEqual({ paid: 303, back: 303 });
  await site.drain();
  return { reference: booked.reference, secret: booked.secret, departure: trip.departure as string };
}

describe('after the sale, an agent with the SDK’s client (issue #52)', () => {
  it('lists the next day’s sailings priced, holds one as an offer, and the person’s yes moves the leg', async () => {
    const client = await connectedClient(site.base);
    const day = addDays(testDay(0), 7);
    const { departure, ...proof } = await bookedOn(client, day);

    const listed = await callTool(client, 'list_change_sailings', {
      ...proof,
      leg: 0,
      date: addDays(day, 1),
    });
    expect(listed.isError, JSON.stringify(listed)).toBe(false);
    const sailing = listed.sailings.find((s: Answer) => s.price !== null && s.refusal === null);
    expect(sailing.departureDatetime.startsWith(addDays(day, 1))).toBe(true);
    expect(sailing.price.payable.euros).toBe((sailing.price.payable.cents / 100).toFixed(2));

    const held = await callTool(client, 'hold_change', {
      ...proof,
      legIndex: 0,
      kind: 'sailing',
      tripId: sailing.tripId,
    });
    expect(held.isError, JSON.stringify(held)).toBe(false);
    expect(held.offer).toMatchObject({ status: 'held', kind: 'sailing', total: sailing.price.total });
    // Held until a moment of the test's own day or later, written as an instant.
    expect(held.offer.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(held.offer.expiresAt >= testDay(0)).toBe(true);
    // Holding changed nothing yet: the booking still sails on the first day.
    const before = await callTool(client, 'get_booking', proof);
    expect(before.order.legs[0].departureDatetime).toBe(departure);

    const asked = { ...proof, changeId: held.offer.changeId };
    expect(await callTool(client, 'accept_change', asked)).toMatchObject({
      isError: true,
      error: { code: 'travellerConfirmationRequired' },
    });
    const accepted = await callTool(client, 'accept_change', { ...asked, traveller_confirmed: true });
    expect(accepted.isError, JSON.stringify(accepted)).toBe(false);
    if (held.offer.total > 0) {
      expect(accepted.paymentLink).toMatch(new RegExp(`^${site.base}/sandbox-payments/`));
      expect(await payOnSandboxPage(accepted.paymentLink)).toEqual({ paid: 303, back: 303 });
    } else {
      expect(accepted.paymentLink).toBeNull();
    }
    await site.drain();

    const after = await callTool(client, 'get_booking', proof);
    expect(after.order.status).toBe('ticketed');
    expect(after.order.legs[0].departureDatetime).toBe(sailing.departureDatetime);
    expect(after.order.legs[0].vesselName).toBe(sailing.vesselName);
    const again = await callTool(client, 'accept_change', { ...asked, traveller_confirmed: true });
    expect(again.offer.status).toBe('done');
    await client.close();
  });
});
