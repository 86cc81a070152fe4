import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  saleOnlySandbox,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  // Charged at the card page, as a provider without authorisation does (decision 0127).
  harness = checkoutHarness(database.knex, {}, saleOnlySandbox());
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await database?.destroy();
});

/** Prices a one-passenger cart and places the order at exactly the shown price. */
async function placeOrder(trip: Trip, email = 'eleni@example.com') {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return { ...placed.value, breakdown: price.value.breakdown };
}

/** Starts the payment and plays the card holder on the sandbox page; returns the provider's return query. */
async function pay(orderId: string, outcome: 'succeeded' | 'declined' | 'abandoned') {
  const order = (await harness.orders.findById(orderId))!;
  const redirect = await harness.services.startPayment.execute({ order });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const paymentId = redirect.value.url.split('/').pop()!;
  const back = new URL((await harness.sandbox.decide(paymentId, outcome))!);
  return Object.fromEntries(back.searchParams);
}

const sailing = (index: number) => trips[index % trips.length]!;

describe('checkout with the sandbox card', () => {
  it('places, pays and tickets an order at exactly the price shown, once', async () => {
    const { order, token, breakdown } = await placeOrder(sailing(0));
    expect(order.status).toBe('detailsAdded');
    expect(order.reference).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(order.breakdown).toEqual(breakdown);

    const params = await pay(order.id, 'succeeded');
    const completed = await harness.services.completePayment.execute({ provider: 'sandbox', params });
    expect(completed.ok && completed.value.order.status).toBe('paid');
    const sandboxRow = await database
      .knex('sandbox_payments')
      .where({ merchant_reference: order.reference })
      .first();
    expect(sandboxRow.amount).toBe(breakdown.finalPrice);

    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.issueTickets',
      'order.reportFiscalDocument',
      'order.sendConfirmation',
    ]);
    // The receipt is issued from the order's lines and reported: it comes back with its MARK (decision 0063).
    const receipt = await database.knex('fiscal_documents').where({ order_id: order.id }).first();
    expect(receipt).toMatchObject({ series: 'APY', mark: expect.stringMatching(/^\d{15}$/) });
    expect(receipt.document.totals.gross).toBe(breakdown.finalPrice);
    const ticketed = await harness.services.getOrder.execute({ reference: order.reference, token });
    expect(ticketed.ok && ticketed.value.order.status).toBe('ticketed');
    expect(ticketed.ok && ticketed.value.order.tickets).toHaveLength(1);
    expect(ticketed.ok && ticketed.value.events.map((e) => e.to)).toEqual([
      'held',
      'detailsAdded',
      'paymentPending',
      'paid',
      'ticketed',
    ]);

    // One e-mail, to the traveller, with the voucher and the calendar attached.
    const mails = readdirSync(harness.mailDir).map((file) =>
      readFileSync(path.join(harness.mailDir, file), 'utf8'),
    );
    const confirmation = mails.filter((mail) => mail.includes(order.reference));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain('To: eleni@example.com');
    expect(confirmation[0]).toMatch(/filename=.?kyma-.*\.pdf/);
    expect(confirmation[0]).toMatch(/filename=.?kyma-.*\.ics/);
    const voucher = await harness.services.getOrderVoucher.execute({ reference: order.reference, token });
    expect(voucher.ok && Buffer.from(voucher.value.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await harness.services.getOrderVoucher.execute({
      reference: order.reference,
      token: 'x'.repeat(43),
    });
    expect(stranger).toEqual({ ok: false, error: { code: 'reservationNotFound' } });

    // The same return again (a reload, a replay) changes nothing and queues nothing.
    const replayed = await harness.services.completePayment.execute({ provider: 'sandbox', params });
    expect(replayed.ok && replayed.value.order.status).toBe('ticketed');
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);
  });

  it('queues ticketing once when the return and the notification arrive together', async () => {
    const { order } = await placeOrder(sailing(1));
    const params = await pay(order.id, 'succeeded');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        harness.services.completePayment.execute({ provider: 'sandbox', params }),
      ),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const jobs = await database
      .knex('outbox')
      .where({ name: 'order.issueTickets' })
      .whereRaw("payload->>'orderId' = ?", [order.id]);
    expect(jobs).toHaveLength(1);
    await drainOutbox(database.knex, harness.jobHandlers);
  });

  it('refuses forged, tampered and foreign returns', async () => {
    const { order } = await placeOrder(sailing(2));
    const params = await pay(order.id, 'declined');
    const refusals: Record<string, string>[] = [
      { ...params, signature: `${params.signature!.slice(0, -2)}xx` },
      { ...params, status: 'succeeded' },
      { payment: params.payment!, status: 'succeeded' },
      { ...params, payment: 'sbx_AAAAAAAAAAAAAAAA' },
      {},
    ];
    for (const forged of refusals) {
      const answer = await harness.services.completePayment.execute({ provider: 'sandbox', params: forged });
      expect(answer, JSON.stringify(forged)).toEqual({
        ok: false,
        error: { code: 'paymentNotVerified', fields: [] },
      });
    }
    expect((await harness.orders.findById(order.id))!.status).toBe('paymentPending');

    // Another order's successful payment cannot pay this one: the attempt belongs to its own order.
    const other = await placeOrder(sailing(3));
    const otherParams = await pay(other.order.id, 'succeeded');
    await harness.services.completePayment.execute({ provider: 'sandbox', params: otherParams });
    expect((await harness.orders.findById(order.id))!.status).toBe('paymentPending');
    await drainOutbox(database.knex, harness.jobHandlers);
  });

  it('gives the places back when the card is declined', async () => {
    const trip = sailing(4);
    const before = await harness.ferry.searchFares.execute({
      query: {
        typeOfTrip: 'oneWay',
        legs: [
          {
            departurePort: trip.from,
            destinationPort: trip.to,
            departureDate: trip.departureDatetime.slice(0, 10),
          },
        ],
        returnDate: '',
        accommodations: { passengers: 1, vehicles: 0, pets: 0 },
      },
    });
    const seatsBefore = availability(before.legs[0]!.trips, trip.id);
    const { order } = await placeOrder(trip);
    const params = await pay(order.id, 'declined');
    const answer = await harness.services.completePayment.execute({ provider: 'sandbox', params });
    expect(answer.ok && answer.value.order.status).toBe('failed');
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual(['order.releaseHolds']);
    const after = await harness.ferry.searchFares.execute({
      query: {
        typeOfTrip: 'oneWay',
        legs: [
          {
            departurePort: trip.from,
            destinationPort: trip.to,
            departureDate: trip.departureDatetime.slice(0, 10),
          },
        ],
        returnDate: '',
        accommodations: { passengers: 1, vehicles: 0, pets: 0 },
      },
    });
    expect(availability(after.legs[0]!.trips, trip.id)).toBe(seatsBefore);
  });

  it('places nothing at a price other than the one shown', async () => {
    const legs = [aFilledLeg(sailing(5))];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const answer = await harness.services.placeOrder.execute(
      anOrder({
        locale: 'el',
        legs,
        expectedFinalPrice: price.value.breakdown.finalPrice - 1,
      }),
    );
    expect(answer).toEqual({ ok: false, error: { code: 'priceChanged', breakdown: price.value.breakdown } });
  });

  it('refuses a traveller form with missing details, naming the fields', async () => {
    const leg = aFilledLeg(sailing(0));
    const answer = await harness.services.placeOrder.execute(
      anOrder({
        locale: 'el',
        legs: [{ ...leg, passengers: [{ ...leg.passengers[0]!, documentId: 'ΑΒ 12' }] }],
        leader: aLeader({ mobile: '123' }),
        expectedFinalPrice: 0,
      }),
    );
    expect(answer.ok).toBe(false);
    expect(!answer.ok && 'fields' in answer.error && answer.error.fields).toContainEqual({
      path: 'legs[0].passengers[0].documentId',
      key: 'documentIdLettersAndDigits',
    });
  });
});

function availability(trips: Trip[], id: string): number {
  const trip = trips.find((t) => t.id === id)!;
  return [...trip.deckAvailability, ...trip.seatAvailability].reduce(
    (sum, offer) => sum + offer.available,
    0,
  );
}

describe('lapsed holds', () => {
  it('expire unpaid orders once and give their places back, and a late verified payment is refunded', async () => {
    const { order } = await placeOrder(sailing(6));
    const params = await pay(order.id, 'succeeded');
    await database
      .knex('orders')
      .where({ id: order.id })
      .update({ hold_expires_at: new Date(harness.clock.now().getTime() - 1000) });
    const sweeps = await Promise.all([
      harness.expireLapsedOrders.execute({ batchSize: 10 }),
      harness.expireLapsedOrders.execute({ batchSize: 10 }),
    ]);
    expect(sweeps[0]! + sweeps[1]!).toBe(1);
    expect((await harness.orders.findById(order.id))!.status).toBe('expired');
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual(['order.releaseHolds']);

    // The traveller had paid at the provider just before: the places are gone, so the money goes back.
    const late = await harness.services.completePayment.execute({ provider: 'sandbox', params });
    expect(late.ok && late.value.order.status).toBe('expired');
    // Given back once, and the traveller told it is on its way.
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.refundSurplus',
      'order.refundStepEmail',
    ]);
    const after = (await harness.orders.findById(order.id))!;
    expect(after.status).toBe('expired');
    const sandboxRow = await database
      .knex('sandbox_payments')
      .where({ merchant_reference: order.reference })
      .first();
    expect(sandboxRow.refunded).toBe(sandboxRow.amount);
  });
});

describe('coupons at checkout', () => {
  it('gives a coupon’s last use to exactly one of two orders placed at once, and the discount is charged', async () => {
    await database.knex('coupons').insert({
      name: 'LASTONE',
      active: true,
      total_uses_limit: 1,
      discount_kind: 'percentage',
      discount_value: 1000,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const attempt = async (trip: Trip) => {
      const legs = [aFilledLeg(trip)];
      const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
      if (!price.ok) throw new Error('pricing failed');
      const coupon = await harness.services.checkCoupon.execute({
        code: 'LASTONE',
        email: 'eleni@example.com',
        basket: price.value.breakdown.subtotal,
      });
      if (!coupon.ok) throw new Error('coupon refused before checkout');
      const expected = price.value.breakdown.subtotal - Math.round(price.value.breakdown.subtotal / 10);
      const placed = await harness.services.placeOrder.execute(
        anOrder({
          legs,
          couponCode: 'LASTONE',
          expectedFinalPrice: expected,
        }),
      );
      return { placed, expected };
    };
    const [first, second] = await Promise.all([attempt(sailing(7)), attempt(sailing(8))]);
    const winners = [first, second].filter((one) => one.placed.ok);
    expect(winners).toHaveLength(1);
    const loser = [first, second].find((one) => !one.placed.ok)!;
    expect(!loser.placed.ok && loser.placed.error.code).toBe('invalidCouponCode');
    const won = winners[0]!.placed;
    if (!won.ok) return;
    expect(won.value.order.couponCode).toBe('LASTONE');
    expect(won.value.order.breakdown.finalPrice).toBe(winners[0]!.expected);
    expect((await database.knex('coupons').where({ name: 'LASTONE' }).first()).total_uses_limit).toBe(0);

    // The winner's card is declined: the use goes back to the coupon.
    const params = await pay(won.value.order.id, 'declined');
    await harness.services.completePayment.execute({ provider: 'sandbox', params });
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await database.knex('coupons').where({ name: 'LASTONE' }).first()).total_uses_limit).toBe(1);
  });
});

describe('coupon codes as typed', () => {
  it('finds a coupon whatever the case of the code and the spaces around it', async () => {
    await database.knex('coupons').insert({
      name: 'WINTER27',
      active: true,
      discount_kind: 'percentage',
      discount_value: 1000,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const coupon = await harness.services.checkCoupon.execute({
      code: '  winter27 ',
      email: 'eleni@example.com',
      basket: 10_000,
    });
    expect(coupon.ok && coupon.value.code).toBe('WINTER27');
  });
});

describe('anonymous holds', () => {
  it('are limited per address, so nobody can block a ship by holding and never paying', async () => {
    const legs = [aFilledLeg(sailing(0))];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const attempt = () =>
      harness.services.placeOrder.execute(
        anOrder({
          legs,
          expectedFinalPrice: price.value.breakdown.finalPrice,
          clientIp: '203.0.113.9',
        }),
      );
    for (let count = 0; count < 10; count++) expect((await attempt()).ok).toBe(true);
    expect(await attempt()).toEqual({ ok: false, error: { code: 'tooManyHolds', fields: [] } });
  });

  it('count an IPv6 visitor by the /64, so rotating through its addresses does not reset the limit', async () => {
    const legs = [aFilledLeg(sailing(1))];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const attempt = (clientIp: string) =>
      harness.services.placeOrder.execute(
        anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice, clientIp }),
      );
    for (let count = 0; count < 10; count++)
      expect((await attempt(`2001:db8:7:9::${(count + 1).toString(16)}`)).ok).toBe(true);
    expect(await attempt('2001:db8:7:9:ffff::1')).toEqual({
      ok: false,
      error: { code: 'tooManyHolds', fields: [] },
    });
    expect((await attempt('2001:db8:7:a::1')).ok).toBe(true);
  });
});

describe('discounts', () => {
  /** 9 digits whose last is the Luhn check digit of the first 8. */
  const luhn = (body: string) => {
    const sum = [...body].reverse().reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? Number(digit) * 2 : Number(digit);
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
  };

  it('are priced only once proven: a resident discount needs a MAN number that passes the company’s check', async () => {
    const leg = aFilledLeg(sailing(0));
    const resident = (manNumber: string) => ({
      ...leg,
      passengers: [{ ...leg.passengers[0]!, discountIdOrCode: 'MAN', manNumber }],
    });
    const refused = await harness.services.priceCart.execute({
      legs: [resident('123456789')],
      receiveTicketsMethod: 'portPickup',
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toEqual({
      code: 'invalidResident',
      fields: [{ path: 'legs[0].passengers[0].manNumber', key: 'invalidResident' }],
    });
    const full = await harness.services.priceCart.execute({
      legs: [leg],
      receiveTicketsMethod: 'portPickup',
    });
    const proven = await harness.services.priceCart.execute({
      legs: [resident(luhn('12345678'))],
      receiveTicketsMethod: 'portPickup',
    });
    expect(full.ok && proven.ok && proven.value.breakdown.subtotal < full.value.breakdown.subtotal).toBe(
      true,
    );
  });

  it('are refused for a loyalty card that does not pass', async () => {
    const leg = aFilledLeg(sailing(0));
    const answer = await harness.services.priceCart.execute({
      legs: [{ ...leg, passengers: [{ ...leg.passengers[0]!, loyaltyCard: '000000000000' }] }],
      receiveTicketsMethod: 'portPickup',
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'invalidLoyaltyCard',
      fields: [{ path: 'legs[0].passengers[0].loyaltyCard', key: 'invalidLoyaltyCard' }],
    });
  });

  it('name every refused card and number at once, so the form can mark each', async () => {
    const leg = aFilledLeg(sailing(0));
    const passenger = leg.passengers[0]!;
    const answer = await harness.services.priceCart.execute({
      legs: [
        {
          ...leg,
          passengers: [
            { ...passenger, loyaltyCard: '000000000000' },
            { ...passenger, discountIdOrCode: 'MAN', manNumber: '123456789' },
          ],
        },
      ],
      receiveTicketsMethod: 'portPickup',
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'invalidLoyaltyCard',
      fields: [
        { path: 'legs[0].passengers[0].loyaltyCard', key: 'invalidLoyaltyCard' },
        { path: 'legs[0].passengers[1].manNumber', key: 'invalidResident' },
      ],
    });
  });

  it('are refused for a card entered twice, before any company is asked', async () => {
    const leg = aFilledLeg(sailing(0));
    const card = '7001 0000 0000';
    const answer = await harness.services.priceCart.execute({
      legs: [{ ...leg, passengers: [0, 1].map(() => ({ ...leg.passengers[0]!, loyaltyCard: card })) }],
      receiveTicketsMethod: 'portPickup',
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'duplicateLoyaltyCardPassenger',
      fields: [{ path: 'legs[0].passengers[1].loyaltyCard', key: 'duplicateLoyaltyCardPassenger' }],
    });
  });
});

describe('invoices', () => {
  it('are checked on the server too: an invoice without its company details is refused, naming the fields', async () => {
    const legs = [aFilledLeg(sailing(0))];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const answer = await harness.services.placeOrder.execute(
      anOrder({
        legs,
        expectedFinalPrice: price.value.breakdown.finalPrice,
        invoice: { companyName: '', activity: '', tax: '', address: '', registry: '', mobile: '' },
      }),
    );
    expect(!answer.ok && 'fields' in answer.error && answer.error.fields).toContainEqual({
      path: 'invoice.companyName',
      key: 'fieldRequired',
    });
  });
});
