import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  cardPayment,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
const RESELLER = 7001;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 40);
});
afterAll(async () => {
  await database?.destroy();
});

async function placeResellerOrder(trip: Trip) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email: 'customer@example.com' }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
      userId: RESELLER,
      resellerUserId: RESELLER,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value;
}

const creditUsed = async () =>
  (await database.knex('resellers').where({ user_id: RESELLER }).first('credit_used')).credit_used as number;

describe('booking on a reseller credit limit', () => {
  it('lets two bookings that together exceed the credit race, and charges exactly one', async () => {
    const [first, second] = [
      (await placeResellerOrder(trips[0]!)).order,
      (await placeResellerOrder(trips[1]!)).order,
    ];
    expect(first.paymentMethod).toBe('creditLimit');
    const limit = Math.max(first.breakdown.finalPrice, second.breakdown.finalPrice) + 1;
    await database.knex('resellers').insert({
      user_id: RESELLER,
      company_name: 'Aegean Travel',
      contact_email: 'desk@aegean.example',
      credit_limit: limit,
      credit_used: 0,
    });
    const answers = await Promise.all([
      harness.services.payWithCredit.execute({ order: first }),
      harness.services.payWithCredit.execute({ order: second }),
    ]);
    const paid = answers.filter((answer) => answer.ok);
    expect(paid).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({
      ok: false,
      error: { code: 'insufficientCreditLimit', fields: [] },
    });
    const winner = paid[0]!.ok ? paid[0]!.value : null;
    expect(await creditUsed()).toBe(winner!.breakdown.finalPrice);
    expect(await creditUsed()).toBeLessThanOrEqual(limit);

    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(winner!.id))!.status).toBe('ticketed');
    // Paying the same order again takes nothing more.
    expect((await harness.services.payWithCredit.execute({ order: winner! })).ok).toBe(false);
    expect(await creditUsed()).toBe(winner!.breakdown.finalPrice);
    const ledger = await database.knex('reseller_credit_ledger').where({ reseller_user_id: RESELLER });
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([['charge', winner!.breakdown.finalPrice]]);
  });

  it('gives the credit back, once, when a paid booking cannot be ticketed', async () => {
    const { order } = await placeResellerOrder(trips[2]!);
    await database.knex('resellers').where({ user_id: RESELLER }).update({ credit_limit: 10_000_000 });
    const before = await creditUsed();
    expect((await harness.services.payWithCredit.execute({ order })).ok).toBe(true);
    expect(await creditUsed()).toBe(before + order.breakdown.finalPrice);
    // The hold is released behind Kyma's back: ticketing is refused and the order is refunded.
    await harness.ferry.failBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.status).toBe('refunded');
    expect(await creditUsed()).toBe(before);
    expect(await harness.orders.refundCredit(order.id, harness.clock.now())).toBe(false);
    expect(await creditUsed()).toBe(before);
    const refundMail = readdirSync(harness.mailDir)
      .map((file) => readableMail(readFileSync(path.join(harness.mailDir, file), 'utf8')))
      .find((mail) => mail.includes(order.reference) && mail.includes('to the travel agency'));
    expect(refundMail).toContain('to the travel agency that paid for this booking');
    expect(refundMail).not.toContain('credit limit');
  });

  it('gives a cancellation’s quoted refund back to the credit limit, once, and keeps the fee charged', async () => {
    const { order, token } = await placeResellerOrder(trips[0]!);
    await database.knex('resellers').where({ user_id: RESELLER }).update({ credit_limit: 10_000_000 });
    expect((await harness.services.payWithCredit.execute({ order })).ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);
    const before = await creditUsed();
    const quoted = await harness.services.quoteCancellation.execute({ reference: order.reference, token });
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { quote } = quoted.value;
    expect(quote.fee).toBeGreaterThan(0);
    expect(quote.refund).toBeGreaterThan(0);
    const cancelled = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quote.refund,
    });
    expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    const job = await database.knex('outbox').where({ name: 'order.cancel' }).first('id');
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.cancel',
      'order.refundStepEmail',
      'order.refundStepEmail',
      'order.refundStepEmail',
      // The refund sent gets its credit document (decision 0096).
      'order.reportFiscalDocument',
    ]);
    // The job delivered again gives nothing more back, and tells nothing more.
    await harness.jobHandlers['order.cancel']!({ orderId: order.id }, { id: job.id, name: 'order.cancel' });
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.status).toBe('refunded');
    // Gone back to the credit, not a card: no statement date and no provider reference.
    expect(after.cancellation).toMatchObject({ sentThrough: 'credit', sentAt: expect.any(String) });
    expect(after.cancellation?.refundReference).toBeUndefined();
    expect(await creditUsed()).toBe(before - quote.refund);
    const ledger = await database.knex('reseller_credit_ledger').where({ order_id: order.id }).orderBy('id');
    // Both lines name the booking by a code and its reference, worded in the reader's language.
    const booking = { reference: order.reference };
    expect(ledger.map((row) => [row.kind, row.amount, row.reason_code, row.reason_values])).toEqual([
      ['charge', order.breakdown.finalPrice, 'booking', booking],
      ['refund', -quote.refund, 'booking', booking],
    ]);
    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    expect(causes).toEqual([
      { code: 'placesHeld' },
      { code: 'travellerDetailsRecorded' },
      { code: 'paidFromCredit' },
      { code: 'ticketsIssued' },
      { code: 'cancelledByTraveller' },
      { code: 'cancellationAcceptedAtCompany' },
      { code: 'cancellationRefundedToCredit' },
    ]);
    // An event written before causes had codes reads as the text it was stored with.
    await database.knex('order_events').insert({
      order_id: order.id,
      from_status: 'refunded',
      to_status: 'refunded',
      cause: 'old',
      at: harness.clock.now(),
    });
    expect((await harness.orders.events(order.id)).at(-1)!.cause).toBe('old');
    const [cancellationMail] = readdirSync(harness.mailDir)
      .map((file) => readableMail(readFileSync(path.join(harness.mailDir, file), 'utf8')))
      .filter((mail) => mail.includes(`Your ferry booking ${order.reference} is cancelled`));
    expect(cancellationMail).toContain('to the travel agency that paid for this booking');
    expect(cancellationMail).not.toContain('card');
  });

  it('tells the traveller the agency paid, never a card, and sends the agency its own copy', async () => {
    const [sailing] = await piraeusSantoriniTrips(harness.ferry, 41);
    const { order } = await placeResellerOrder(sailing!);
    await database.knex('resellers').where({ user_id: RESELLER }).update({ credit_limit: 10_000_000 });
    expect((await harness.services.payWithCredit.execute({ order })).ok).toBe(true);
    const jobs = await drainOutbox(database.knex, harness.jobHandlers);
    expect(jobs).toContain('order.sendAgencyCopy');

    const mails = readdirSync(harness.mailDir)
      .map((file) => readableMail(readFileSync(path.join(harness.mailDir, file), 'utf8')))
      .filter((mail) => mail.includes(`Your ferry booking ${order.reference} is confirmed`));
    const toTraveller = mails.filter((mail) => mail.includes('To: customer@example.com'));
    const toAgency = mails.filter((mail) => mail.includes('To: desk@aegean.example'));
    expect(toTraveller).toHaveLength(1);
    expect(toAgency).toHaveLength(1);
    expect(toTraveller[0]).toContain('Paid through Aegean Travel: ');
    expect(toTraveller[0]).not.toContain('Total paid');

    const ticketed = (await harness.orders.findById(order.id))!;
    const payment = await harness.services.readOrderPayment.execute(ticketed);
    expect(payment.payer).toEqual({ kind: 'agency', name: 'Aegean Travel', email: 'desk@aegean.example' });
  });

  it('never lets someone who is not the order’s reseller pay it from a credit limit', async () => {
    const legs = [aFilledLeg(trips[0]!)];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const placed = await harness.services.placeOrder.execute(
      anOrder({
        legs,
        payment: { ...cardPayment(), paymentMethod: 'creditLimit' },
        expectedFinalPrice: price.value.breakdown.finalPrice,
      }),
    );
    expect(placed.ok && placed.value.order.paymentMethod).toBe('card');
    if (!placed.ok) return;
    expect(await harness.services.payWithCredit.execute({ order: placed.value.order })).toEqual({
      ok: false,
      error: { code: 'paymentFormUncompleted', fields: [] },
    });
  });
});
