import { type IncomingHttpHeaders, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { aLeader } from '../../support/checkout-harness.ts';
import {
  type Answer,
  callTool,
  connectedClient,
  MCP_TOKEN,
  type McpSite,
  payOnSandboxPage,
  startMcpSite,
} from '../../support/mcp-site.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { nextMonthDay, testDay } from '../../support/test-today.ts';

let database: TestDatabase;
let site: McpSite;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  site = await startMcpSite(database.knex);
  base = site.base;
});
afterAll(async () => {
  await site?.close();
  await database?.destroy();
});

const TOKEN = MCP_TOKEN;
const connected = (path?: string, headers?: Record<string, string>) => connectedClient(base, path, headers);
const call = callTool;

/** A bare POST to /mcp with these headers (Host too, which fetch will not set) and this body. */
function posted(headers: Record<string, string>, body = '{}') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Answer }>((resolve, reject) => {
    const req = request(
      `${base}/mcp`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The next 15 December still ahead: the winter timetable, without a direct Mykonos → Naxos ship. */
const nextMidDecember = () => nextMonthDay('12-15');

/** The Friday after the test "today" (Athens), at least a day ahead. */
function nextFriday(): string {
  const today = testDay(0);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (5 - weekday + 7) % 7 || 7);
}

describe('the agents’ server (MCP) with the SDK’s own client', () => {
  it('lists every tool, finds Piräus, searches Piraeus → Naxos next Friday, prices two adults and a car, books, pays, cancels', async () => {
    const client = await connected();
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools.sort()).toEqual(
      [
        'find_ports',
        'search_trips',
        'fare_calendar',
        'price_trip',
        'get_disruptions',
        'start_booking',
        'get_booking',
        'quote_cancellation',
        'cancel_booking',
        'list_change_sailings',
        'hold_change',
        'accept_change',
        'get_wallet_pass',
      ].sort(),
    );
    // What each may change, as clients decide whether to ask the person: a cancellation and an accepted
    // change (the sailing it leaves is given up) destroy; a held change only holds.
    const hints = Object.fromEntries(
      (await client.listTools()).tools.map((tool) => [
        tool.name,
        [tool.annotations?.readOnlyHint, tool.annotations?.destructiveHint],
      ]),
    );
    expect(hints).toMatchObject({
      quote_cancellation: [true, false],
      start_booking: [false, false],
      cancel_booking: [false, true],
      list_change_sailings: [true, false],
      hold_change: [false, false],
      accept_change: [false, true],
    });

    const ports = await call(client, 'find_ports', { query: 'Piräus' });
    expect(ports.ports[0]).toMatchObject({ code: 'PIR', englishName: 'Piraeus' });
    const naxos = await call(client, 'find_ports', { query: 'Νάξος' });
    expect(naxos.ports[0].code).toBe('JNX');

    const friday = nextFriday();
    const found = await call(client, 'search_trips', {
      typeOfTrip: 'oneWay',
      legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: friday }],
      accommodations: { passengers: 2, vehicles: 1, pets: 0 },
    });
    expect(found.isError).toBe(false);
    const link = new URL(found.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/en/results`);
    expect([link.searchParams.get('from'), link.searchParams.get('to')]).toEqual(['PIR', 'JNX']);
    const trip = found.legs[0].trips.find((t: Answer) => t.vehicles && t.deck.length > 0);
    expect(trip.departure).toMatch(new RegExp(`^${friday}T\\d{2}:\\d{2}(:\\d{2})?[+-]\\d{2}:\\d{2}$`));
    expect(trip.lowestFare.euros).toBe((trip.lowestFare.cents / 100).toFixed(2));
    // Each sailing carries its CO2 per passenger: Blue Star Delos is in the EU ship register (decision 0085).
    const delos = found.legs[0].trips.find((t: Answer) => t.vessel === 'Blue Star Delos');
    expect(delos.co2).toMatchObject({ band: 'C', ship: 'BLUE STAR DELOS', year: 2022 });

    const adult = { passengerType: 'AD', accommodationType: trip.deck[0].code };
    const legs = [
      { ...trip.cartLeg, passengers: [adult, adult], vehicles: [{ accommodationType: 'CAR', length: 4.2 }] },
    ];
    const price = await call(client, 'price_trip', { legs });
    expect(price.isError).toBe(false);
    expect(price.legs[0].lines.map((line: Answer) => line.kind)).toEqual([
      'passengerPrices',
      'passengerPrices',
      'vehiclePrices',
    ]);
    expect(price.breakdown.finalPrice.cents).toBe(price.expectedFinalPrice);

    const travellers = legs.map((leg) => ({
      ...leg,
      passengers: ['Eleni', 'Nikos'].map((name, index) => ({
        ...adult,
        name,
        surname: 'Papadopoulou',
        sex: index === 0 ? 'female' : 'male',
        birthDate: '07/03/1985',
        nationality: 'GR',
        documentId: `AB12345${index}`,
      })),
      vehicles: [{ accommodationType: 'CAR', length: 4.2, plateNumber: 'IKA1234', fuelType: 'petrol' }],
    }));
    const cart = {
      locale: 'en',
      legs: travellers,
      leader: aLeader(),
      expectedFinalPrice: price.expectedFinalPrice,
    };

    const unconfirmed = await call(client, 'start_booking', cart);
    expect(unconfirmed).toMatchObject({
      isError: true,
      error: { code: 'travellerConfirmationRequired', message: MESSAGES.en.travellerConfirmationRequired },
    });

    const booked = await call(client, 'start_booking', { ...cart, traveller_confirmed: true });
    expect(booked.isError, JSON.stringify(booked)).toBe(false);
    expect(booked.finalPrice.cents).toBe(price.expectedFinalPrice);
    expect(booked.paymentLink).toMatch(new RegExp(`^${base}/sandbox-payments/`));
    expect(booked.link).toBe(`${base}/en/orderdetails?ref=${encodeURIComponent(booked.reference)}`);

    const again = await call(client, 'start_booking', { ...cart, traveller_confirmed: true });
    expect(again).toMatchObject({ isError: true, error: { code: 'possibleDuplicateBooking' } });
    expect(again.error.message).toContain(booked.reference);

    // The person pays on the sandbox page the link opens, and comes back to Kyma.
    expect(await payOnSandboxPage(booked.paymentLink)).toEqual({ paid: 303, back: 303 });
    await site.drain();

    const proof = { reference: booked.reference, secret: booked.secret };
    const ticketed = await call(client, 'get_booking', proof);
    expect(ticketed.order.status).toBe('ticketed');
    expect(ticketed.order.tickets.length).toBeGreaterThan(0);
    // Its receipt, with a link the client fetches with the same secret (and nobody without it).
    expect(ticketed.order.invoice).toBeNull();
    expect(ticketed.order.documents).toMatchObject([
      {
        kind: 'receipt',
        purpose: 'sale',
        amount: ticketed.order.breakdown.finalPrice,
        mark: expect.any(String),
      },
    ]);
    const [receipt] = ticketed.order.documents;
    expect(receipt.download).toBe(`${base}/booking/orders/${booked.reference}/documents/${receipt.number}`);
    const pdf = await fetch(receipt.download, { headers: { Authorization: `Order ${booked.secret}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const stranger = await fetch(receipt.download, { headers: { Authorization: 'Order not-the-secret' } });
    expect(stranger.status).toBe(404);
    // Its sailing's wallet pass: the QR code's content; no wallet is set up here, so neither pass nor link.
    const wallet = await call(client, 'get_wallet_pass', { ...proof, leg: 0 });
    expect(wallet).toMatchObject({ isError: false, applePass: null, googleWalletLink: null });
    expect(wallet.qrCode).toMatch(/^[A-Z0-9]+:\S+$/);
    expect(await call(client, 'get_wallet_pass', { ...proof, leg: 1 })).toMatchObject({ isError: true });
    const wrongSecret = await call(client, 'get_booking', { ...proof, secret: 'not-the-secret' });
    expect(wrongSecret).toMatchObject({ isError: true, error: { code: 'reservationNotFound' } });

    const quote = await call(client, 'quote_cancellation', proof);
    expect(quote.isError, JSON.stringify(quote)).toBe(false);
    const cancelled = await call(client, 'cancel_booking', {
      ...proof,
      acceptedRefund: quote.acceptedRefund,
      traveller_confirmed: true,
    });
    expect(cancelled.isError, JSON.stringify(cancelled)).toBe(false);
    expect(cancelled.order.status).toBe('cancelled');
    await client.close();
  });

  it('gives the fare calendar, disruptions, the ports resource and the island-hopping prompt', async () => {
    const client = await connected();
    const calendar = await call(client, 'fare_calendar', { origin: 'PIR', destination: 'JNX', days: 7 });
    expect(calendar.dates.length).toBeGreaterThan(0);
    expect(calendar.dates[0].lowestFare.cents).toBeGreaterThan(0);
    expect((await call(client, 'get_disruptions', {})).isError).toBe(false);

    const resource = await client.readResource({ uri: 'kyma://ports' });
    const ports = JSON.parse(String((resource.contents[0] as { text: string }).text));
    expect(ports.map((port: Answer) => port.code)).toContain('JNX');
    const companies = await client.readResource({ uri: 'kyma://ports/JNX/companies' });
    expect(JSON.parse(String((companies.contents[0] as { text: string }).text)).length).toBeGreaterThan(0);

    const prompt = await client.getPrompt({
      name: 'plan_island_hopping',
      arguments: { start: 'Piraeus', dates: 'a week from 3 July', party: 'two adults' },
    });
    expect(JSON.stringify(prompt.messages)).toContain('find_ports');
    await client.close();
  });

  it('answers a one-way search with the connections offered, each leg with the cartLeg that books it', async () => {
    const client = await connected();
    const december = nextMidDecember();
    const found = await call(client, 'search_trips', {
      typeOfTrip: 'oneWay',
      legs: [{ departurePort: 'JMK', destinationPort: 'JNX', departureDate: december }],
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    });
    expect(found.isError).toBe(false);
    expect(found.legs[0].trips).toEqual([]);
    expect(found.connections.length).toBeGreaterThan(0);
    const connection = found.connections[0];
    expect(connection.legs[0].cartLeg).toMatchObject({ legIndex: 0, departurePort: 'JMK' });
    expect(connection.legs.at(-1).cartLeg).toMatchObject({ destinationPort: 'JNX' });
    expect(connection.changes).toHaveLength(connection.legs.length - 1);
    expect(connection.changes[0].port).toBe(connection.legs[0].cartLeg.destinationPort);
    expect(connection.changes[0].waitMinutes).toBeGreaterThanOrEqual(60);
    const fares = connection.legs.reduce((sum: number, leg: Answer) => sum + leg.lowestFare.cents, 0);
    expect(connection.totalFare).toEqual({ cents: fares, euros: (fares / 100).toFixed(2), currency: 'EUR' });
    expect(connection.departure).toBe(connection.legs[0].departure);

    // A round trip is chosen leg by leg: no connections are searched for it.
    const there = await call(client, 'search_trips', {
      typeOfTrip: 'roundTrip',
      legs: [{ departurePort: 'JMK', destinationPort: 'JNX', departureDate: december }],
      returnDate: addDays(december, 3),
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    });
    expect(there.connections).toEqual([]);
    await client.close();
  });

  it('searches island hopping leg by leg, and a round trip there and back', async () => {
    const client = await connected();
    const friday = nextFriday();
    const hopping = await call(client, 'search_trips', {
      typeOfTrip: 'multipleTrips',
      legs: [
        { departurePort: 'PIR', destinationPort: 'JNX', departureDate: friday },
        { departurePort: 'JNX', destinationPort: 'JTR', departureDate: addDays(friday, 3) },
      ],
      accommodations: { passengers: 1, vehicles: 0, pets: 0 },
    });
    expect(hopping.legs.map((leg: Answer) => [leg.from, leg.to, leg.date])).toEqual([
      ['PIR', 'JNX', friday],
      ['JNX', 'JTR', addDays(friday, 3)],
    ]);
    expect(hopping.legs[1].trips[0].cartLeg).toMatchObject({ legIndex: 1, departurePort: 'JNX' });

    const roundTrip = await call(client, 'search_trips', {
      typeOfTrip: 'roundTrip',
      legs: [{ departurePort: 'PIR', destinationPort: 'JNX', departureDate: friday }],
      returnDate: addDays(friday, 7),
      accommodations: { passengers: 2, vehicles: 0, pets: 0 },
    });
    expect(roundTrip.legs.map((leg: Answer) => [leg.from, leg.to])).toEqual([
      ['PIR', 'JNX'],
      ['JNX', 'PIR'],
    ]);
    expect(roundTrip.legs[1].trips.length).toBeGreaterThan(0);
    await client.close();
  });

  it('refuses bad arguments in the one refusal shape, worded from the catalogue', async () => {
    const client = await connected();
    const answer = await call(client, 'fare_calendar', { origin: 'PIRAEUS', destination: 'JNX' });
    expect(answer).toMatchObject({ isError: true, error: { code: 'invalidForm' } });
    expect(answer.error.fields[0]).toMatchObject({ path: 'origin', key: 'invalidPortCode' });
    await client.close();
  });

  it('refuses a caller off this machine without the token, with a wrong one, or from a foreign Origin', async () => {
    const relayed = { 'X-Forwarded-For': '203.0.113.9' };
    for (const headers of [relayed, { ...relayed, Authorization: 'Bearer not-a-token-of-ours-at-all' }]) {
      const answer = await posted(headers);
      expect(answer.status).toBe(401);
      // Where the token's rules are (RFC 9728), as MCP clients look for them.
      const metadataUrl = `${base}/.well-known/oauth-protected-resource/mcp`;
      expect(answer.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataUrl}"`);
      expect(answer.body.error.message).toBe(MESSAGES.en.agentTokenRequired);
      const metadata = (await (await fetch(metadataUrl)).json()) as Answer;
      expect(metadata).toMatchObject({ resource: `${base}/mcp`, bearer_methods_supported: ['header'] });
    }
    // nginx's usual relay says whom it relays for in X-Real-IP only: still the network's call.
    expect((await posted({ 'X-Real-IP': '203.0.113.9' })).status).toBe(401);
    await expect(connected('/mcp', relayed)).rejects.toThrow();

    const bearer = { Authorization: `Bearer ${TOKEN}` };
    const foreign = await posted({ ...bearer, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(MESSAGES.en.foreignOrigin);
    // DNS rebinding: another name that resolves to this machine.
    expect((await posted({ ...bearer, Host: 'evil.example' })).status).toBe(403);

    // With the token, from anywhere.
    const client = await connected('/mcp', { ...relayed, Authorization: `Bearer ${TOKEN}` });
    const offered = (await client.listTools()).tools.map((tool) => tool.name);
    expect(offered).toEqual(expect.arrayContaining(['start_booking', 'cancel_booking', 'accept_change']));
    await client.close();
  });

  it('answers a malformed or unfit body as JSON-RPC does: a parse error, the id unknown', async () => {
    const bearer = { Authorization: `Bearer ${TOKEN}` };
    for (const body of [
      '{"jsonrpc": "2.0", "method": ',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    ]) {
      const answer = await posted(bearer, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: expect.any(String) },
      });
    }
  });

  it('hides the booking tools in read-only mode and refuses to run them', async () => {
    const client = await connected('/read-only/mcp');
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).not.toContain('start_booking');
    expect(tools).toContain('search_trips');
    await expect(client.callTool({ name: 'start_booking', arguments: {} })).rejects.toThrow(/Unknown tool/);
    await client.close();
  });
});
