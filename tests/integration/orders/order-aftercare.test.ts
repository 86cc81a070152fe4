import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Principal } from '#domain/auth/principal.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder as ticketedOrderOf,
} from '../../support/checkout-harness.ts';
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

const ticketedOrder = (trip: Trip, email: string, options: Parameters<typeof ticketedOrderOf>[4] = {}) =>
  ticketedOrderOf(database.knex, harness, trip, email, options);

const mailsAbout = (reference: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(reference) && mail.includes(subject));

describe('finding a booking by reference and e-mail', () => {
  it('answers the masked order for the right pair, the e-mail in any case, and alike for a wrong pair or reference', async () => {
    const { order } = await ticketedOrder(trips[0]!, 'Find.Me@Example.com');
    const found = await harness.services.findBooking.execute({
      reference: order.reference,
      email: 'find.me@example.COM',
      ip: '203.0.113.1',
    });
    if (!found.ok) throw new Error(JSON.stringify(found.error));
    expect(found.value.reference).toBe(order.reference);
    expect(found.value.status).toBe('ticketed');
    const passenger = found.value.legs[0]!.booking.passengers[0]!;
    expect(passenger.documentId).toBe('••••••50');
    expect(passenger.birthDate).not.toContain('1985');
    expect(found.value.leader.mobile).toBe('••••••••78');
    expect(JSON.stringify(found.value)).not.toContain('AB123450');

    const wrongEmail = await harness.services.findBooking.execute({
      reference: order.reference,
      email: 'someone.else@example.com',
      ip: '203.0.113.1',
    });
    const unknown = await harness.services.findBooking.execute({
      reference: 'KY7Q-3MZD-W1HC-9RTA',
      email: 'find.me@example.com',
      ip: '203.0.113.1',
    });
    expect(wrongEmail).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
    expect(unknown).toEqual(wrongEmail);
  });

  // The form itself (a reference as people type it, an unreadable e-mail) is the schema's: its unit test.
  it('stops an address that keeps guessing', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await harness.services.findBooking.execute({
          reference: 'KY7Q-3MZD-W1HC-9RTA',
          email: 'guess@example.com',
          ip: '203.0.113.3',
        }),
      );
    }
    expect(answers.at(-2)).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
    expect(answers.at(-1)).toEqual({ ok: false, error: { code: 'tooManyRequests' } });
  });

  it('sends the voucher again to the booking address only, a few times at most', async () => {
    const { order } = await ticketedOrder(trips[1]!, 'again@example.com');
    const form = { reference: order.reference, email: 'AGAIN@example.com' };
    const before = mailsAbout(order.reference, 'To: again@example.com').length;
    for (let i = 0; i < 3; i++) {
      const sent = await harness.services.resendVoucher.execute({ ...form, ip: '203.0.113.4' });
      expect(sent.ok).toBe(true);
    }
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.sendConfirmation',
      'order.sendConfirmation',
      'order.sendConfirmation',
    ]);
    expect(mailsAbout(order.reference, 'To: again@example.com')).toHaveLength(before + 3);
    const fourth = await harness.services.resendVoucher.execute({ ...form, ip: '203.0.113.4' });
    expect(fourth).toEqual({ ok: false, error: { code: 'tooManyRequests' } });
  });
});

describe('a signed-in traveller', () => {
  const traveller = (id: number, email: string): Principal => ({ id, email, scope: [] });

  it('opens, quotes and may cancel the bookings made with their address, and no one else’s', async () => {
    const { order } = await ticketedOrder(trips[1]!, 'Own.Trips@example.com');
    const mine = { reference: order.reference, principal: traveller(9001, ' own.trips@EXAMPLE.com') };
    const opened = await harness.services.getOrder.execute(mine);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.order.leader.mobile).not.toContain('•');
    expect((await harness.services.quoteCancellation.execute(mine)).ok).toBe(true);

    const someoneElse = { reference: order.reference, principal: traveller(9002, 'own.trips@example.org') };
    expect(await harness.services.getOrder.execute(someoneElse)).toEqual({
      ok: false,
      error: { code: 'reservationNotFound' },
    });
    const cancelled = await harness.services.cancelOrder.execute({ ...someoneElse, acceptedRefund: 0 });
    expect(cancelled).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
  });
});

describe('My trips', () => {
  it('lists every paid booking made with the traveller’s address, upcoming first, none unpaid or of others', async () => {
    const address = 'My.Trips@example.com';
    // Booked in this order, the newest is the later sailing: the list is sorted by sailing, not by booking.
    const sooner = await ticketedOrder(trips[0]!, address);
    const later = await ticketedOrder((await piraeusSantoriniTrips(harness.ferry, 45))[0]!, address);
    await ticketedOrder(trips[0]!, 'not.mine@example.com');
    const unpaid = await harness.services.placeOrder.execute(
      anOrder({
        legs: [aFilledLeg(trips[0]!)],
        leader: aLeader({ email: address }),
        expectedFinalPrice: sooner.order.breakdown.finalPrice,
      }),
    );
    if (!unpaid.ok) throw new Error(JSON.stringify(unpaid.error));

    const listed = await harness.services.listMyTrips.execute({
      address: 'my.trips@EXAMPLE.com',
      secrets: [],
    });
    const [soonerDay, laterDay] = [sooner, later].map(({ order }) =>
      order.legs[0]!.booking.departureDatetime.slice(0, 10),
    );
    expect(soonerDay! < laterDay!).toBe(true);
    expect(listed.map((order) => order.reference)).toEqual([sooner.order.reference, later.order.reference]);
  });

  it('adds the bookings this browser made, proven by their secrets, once each, never one a wrong secret names', async () => {
    const mine = await ticketedOrder(trips[0]!, 'device.one@example.com');
    const other = await ticketedOrder(trips[1]!, 'device.two@example.com');
    const stranger = await ticketedOrder(trips[2]!, 'stranger@example.com');
    const secrets = [
      { reference: mine.order.reference, token: mine.token },
      { reference: other.order.reference, token: other.token },
      { reference: stranger.order.reference, token: mine.token },
    ];

    const byDevice = await harness.services.listMyTrips.execute({ address: null, secrets });
    const withAddress = await harness.services.listMyTrips.execute({
      address: 'device.one@example.com',
      secrets,
    });

    const references = (orders: Array<{ reference: string }>) => orders.map((o) => o.reference).sort();
    expect(references(byDevice)).toEqual(references([mine.order, other.order]));
    expect(references(withAddress)).toEqual(references([mine.order, other.order]));
  });
});

describe('cancelling a ticketed order', () => {
  it('quotes first, cancels on the quoted refund, refunds it through the sandbox exactly once and e-mails', async () => {
    const { order, token } = await ticketedOrder(trips[2]!, 'cancel@example.com');
    const quoted = await harness.services.quoteCancellation.execute({ reference: order.reference, token });
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { quote } = quoted.value;
    expect(quote.refund).toBeGreaterThan(0);
    expect(quote.paid).toBe(order.legs[0]!.tripTotal);
    expect(quote.refund + quote.fee).toBe(quote.paid);
    expect((await harness.orders.findById(order.id))!.status).toBe('ticketed');

    const stranger = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token: 'x'.repeat(43),
      acceptedRefund: quote.refund,
    });
    expect(stranger).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
    const otherFigure = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quote.refund + 1,
    });
    expect(otherFigure).toEqual({ ok: false, error: { code: 'refundChanged', quote } });

    const cancelled = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quote.refund,
    });
    expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    expect(cancelled.ok && cancelled.value.cancellation?.refund).toBe(quote.refund);
    const again = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quote.refund,
    });
    expect(again).toEqual({ ok: false, error: { code: 'orderNotCancellable' } });

    const [job] = (await database
      .knex('outbox')
      .where({ name: 'order.cancel' })
      .whereNull('relayed_at')) as Array<{
      id: string;
      payload: unknown;
    }>;
    expect(job).toBeDefined();
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      'order.cancel',
      'order.refundStepEmail',
      'order.refundStepEmail',
      'order.refundStepEmail',
      // The refund sent gets its credit document (decision 0096).
      'order.reportFiscalDocument',
    ]);
    // The same job delivered again (a retry after a lost acknowledgement) pays and writes nothing more.
    await harness.jobHandlers['order.cancel']!({ orderId: order.id }, { id: job!.id, name: 'order.cancel' });
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);

    const after = await harness.services.getOrder.execute({ reference: order.reference, token });
    expect(after.ok && after.value.order.status).toBe('refunded');
    expect(after.ok && after.value.events.map((e) => e.to).slice(-3)).toEqual([
      'cancelled',
      'cancelled',
      'refunded',
    ]);
    // The refund's steps, each dated once, with the provider's reference; each told by e-mail once.
    expect(after.ok && after.value.order.cancellation).toMatchObject({
      acceptedAt: expect.any(String),
      sentAt: expect.any(String),
      sentThrough: 'sandbox',
      refundReference: expect.any(String),
    });
    for (const step of ['requested', 'accepted', 'on its way']) {
      expect(mailsAbout(order.reference, `Your refund is ${step}`)).toHaveLength(1);
    }
    const sandboxRow = await database
      .knex('sandbox_payments')
      .where({ merchant_reference: order.reference })
      .first();
    expect(sandboxRow.refunded).toBe(quote.refund);
    const [attempt] = await harness.orders.paymentAttempts(order.id);
    expect(attempt!.status).toBe('refunded');
    expect(mailsAbout(order.reference, 'is cancelled')).toHaveLength(1);

    const booking = await harness.ferry.retrieveBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    expect(booking.ok && booking.value.status).toBe('cancelled');
    const afterRefund = await harness.services.quoteCancellation.execute({
      reference: order.reference,
      token,
    });
    expect(afterRefund).toEqual({ ok: false, error: { code: 'orderNotCancellable' } });
  });

  it('quotes the refund on what was paid after a coupon, keeping the company’s share as a fee', async () => {
    await database.knex('coupons').insert({
      name: 'TENOFF',
      active: true,
      discount_kind: 'percentage',
      discount_value: 1000,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const [nextDay] = await piraeusSantoriniTrips(harness.ferry, 31);
    const { order, token } = await ticketedOrder(nextDay!, 'coupon.cancel@example.com', {
      couponCode: 'TENOFF',
    });
    expect(order.breakdown.discount).toBeGreaterThan(0);
    const upstream = await harness.ferry.cancelBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
      confirm: false,
    });
    if (!upstream.ok) throw new Error(upstream.error.message);
    const company = upstream.value.refund;
    expect(company.paid).toBe(order.breakdown.subtotal);

    const quoted = await harness.services.quoteCancellation.execute({ reference: order.reference, token });
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { quote } = quoted.value;
    const paid = order.breakdown.finalPrice;
    expect(quote.paid).toBe(paid);
    expect(quote.refund).toBe(Math.round((paid * company.refund) / company.paid));
    expect(quote.refund + quote.fee).toBe(paid);
    expect(quote.refund).toBeLessThan(Math.min(company.refund, paid));
  });
});

describe('an invoice asked for at checkout', () => {
  it('is kept with the order and told back in the confirmation e-mail', async () => {
    const invoice = {
      companyName: 'Aegean Olive Oil SA',
      activity: 'Olive oil trade',
      tax: '094014201',
      address: 'Akti Miaouli 1, Piraeus',
      registry: 'ΔΟΥ Πειραιά',
      mobile: '6941234567',
    };
    const [sailing] = await piraeusSantoriniTrips(harness.ferry, 32);
    const { order } = await ticketedOrder(sailing!, 'invoice.me@example.com', { invoice });
    expect(order.invoice).toEqual(invoice);
    const mail = readableMail(mailsAbout(order.reference, 'is confirmed')[0]!);
    expect(mail).toContain('Company name: Aegean Olive Oil SA');
    expect(mail).toContain('VAT number (ΑΦΜ): 094014201');
    expect(mail).toContain('Tax office (ΔΟΥ): ΔΟΥ Πειραιά');
  });
});
