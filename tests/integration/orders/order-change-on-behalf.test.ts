import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ExpireLapsedChanges } from '#application/orders/expire-lapsed-changes.ts';
import { ORDER_CHANGE_JOBS } from '#application/orders/order-change-jobs.ts';
import { PORTS } from '#container';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  laterSailingToMoveTo,
  sailingToMove,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
const RESELLER = { id: 7101, email: 'desk@aegean.example', scope: [] as string[] };
const ADMIN = { id: 77, email: 'desk@kyma.test', scope: ['admin'] };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  await database.knex('resellers').insert({
    user_id: RESELLER.id,
    company_name: 'Aegean Travel',
    contact_email: RESELLER.email,
    credit_limit: 100_000_000,
    credit_used: 0,
  });
});
afterAll(async () => {
  await database?.destroy();
});

/** Blue Star's terms ("standard") move a sailing for a 5 € fee: a change with something to pay. */
const blueStarOn = (daysAhead: number): Promise<Trip> => sailingToMove(harness.ferry, daysAhead, 'dearer');
const mailsTo = (address: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readableMail(readFileSync(path.join(harness.mailDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${address}`));
/** The hour either side of the application's "now", for a ledger statement of what a test just did. */
const anHourAroundNow = (): [Date, Date] => {
  const now = harness.clock.now().getTime();
  return [new Date(now - 3_600_000), new Date(now + 3_600_000)];
};
const creditUsed = async () =>
  Number((await database.knex('resellers').where({ user_id: RESELLER.id }).first('credit_used')).credit_used);

/** A later sailing (within a week) the leg can move to for something to pay, as whoever asks sees it. */
async function costlyMove(order: Order, access: Parameters<typeof harness.services.getOrder.execute>[0]) {
  const target = await laterSailingToMoveTo(harness, order, access, 'dearer');
  return {
    change: { legIndex: 0, kind: 'sailing' as const, tripId: target.tripId },
    total: target.quote!.total,
  };
}

/** A ticketed order placed by the reseller and paid from its credit, as `booknow` does. */
async function resellerOrder(trip: Trip, email: string) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
      userId: RESELLER.id,
      resellerUserId: RESELLER.id,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const paid = await harness.services.payWithCredit.execute({ order: placed.value.order });
  if (!paid.ok) throw new Error(JSON.stringify(paid.error));
  await drainOutbox(database.knex, harness.jobHandlers);
  return (await harness.orders.findById(placed.value.order.id))!;
}

describe('a costly change staff make for the traveller', () => {
  it('is held, and the traveller is e-mailed once, in the order’s language, a link that opens it to pay', async () => {
    const email = 'behalf-link@example.com';
    const { order } = await ticketedOrder(database.knex, harness, await blueStarOn(30), email, {
      locale: 'de',
    });
    const asStaff = { reference: order.reference, principal: ADMIN };
    const { change: move } = await costlyMove(order, asStaff);
    const held = await harness.services.holdChange.execute({ ...asStaff, change: move });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const { change, payer } = held.value;
    expect(payer).toBe('emailedLink');
    expect(change).toMatchObject({ status: 'held', requestedBy: ADMIN.email });
    expect(change.total).toBeGreaterThan(0);
    // Asked again (a double click): the same change, no second e-mail.
    const again = await harness.services.holdChange.execute({ ...asStaff, change: move });
    expect(again.ok && again.value.change.id).toBe(change.id);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      ORDER_CHANGE_JOBS.sendPaymentLink,
    ]);

    const words = DOCUMENT_MESSAGE_AREAS.email!.de!;
    const mails = mailsTo(email).filter((mail) => mail.includes(words.changePaymentEmail_action!));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Überfahrt 1 der Buchung ${order.reference}`);
    const links = [...mails[0]!.matchAll(/https?:\/\/\S+\/orderdetails\/signin\?token=[^\s"<]+/g)];
    const link = links.map(([found]) => found).find((found) => !found.includes('&amp;'))!;
    const token = new URL(link).searchParams;
    expect(token.get('to')).toBe('change');

    // The traveller opens the link in any browser: the booking, with the change awaiting its payment.
    const redeemed = await harness.services.redeemSignInLink.execute({ token: token.get('token')! });
    if (!redeemed.ok) throw new Error(JSON.stringify(redeemed.error));
    const asTraveller = { reference: order.reference, addressProof: redeemed.value.proof };
    const open = await harness.services.listOpenChanges.execute(asTraveller);
    expect(open.ok && open.value.map((each) => [each.id, each.status])).toEqual([[change.id, 'held']]);
    const started = await harness.services.startPayment.execute({ order, change });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const back = new URL((await harness.sandbox.decide(started.value.url.split('/').pop()!, 'succeeded'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    await drainOutbox(database.knex, harness.jobHandlers);

    const done = await harness.services.getChange.execute({ ...asTraveller, changeId: change.id });
    expect(done.ok && done.value.change.status).toBe('done');
    expect((await harness.orders.findById(order.id))!.legs[0]!.booking.tripId).toBe(move.tripId);
    const audited = await database.knex('audit_log').where({ subject_id: order.id });
    expect(audited.map((row) => [row.actor_email, row.action, row.after])).toEqual([
      [
        ADMIN.email,
        'order.change',
        { changeId: change.id, legIndex: 0, kind: 'sailing', total: change.total, payer: 'emailedLink' },
      ],
    ]);
  });

  it('lapses like any change hold: the sweeper expires it and a late link job e-mails nothing', async () => {
    const email = 'behalf-lapsed@example.com';
    const { order } = await ticketedOrder(database.knex, harness, await blueStarOn(31), email);
    const asStaff = { reference: order.reference, principal: ADMIN };
    const { change: move } = await costlyMove(order, asStaff);
    const held = await harness.services.holdChange.execute({ ...asStaff, change: move });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    await database
      .knex('order_changes')
      .where({ id: held.value.change.id })
      .update({ expires_at: new Date(harness.clock.now().getTime() - 1000) });
    expect(await harness.container.get(ExpireLapsedChanges).execute({ batchSize: 10 })).toBe(1);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([
      ORDER_CHANGE_JOBS.sendPaymentLink,
    ]);
    expect(mailsTo(email).filter((mail) => mail.includes('Pay the change'))).toHaveLength(0);
    const open = await harness.services.listOpenChanges.execute(asStaff);
    expect(open.ok && open.value).toEqual([]);
  });
});

describe('a costly change a reseller makes for its traveller', () => {
  it('is charged to its credit, one ledger line per change, and goes on as paid to the new tickets', async () => {
    const order = await resellerOrder(await blueStarOn(32), 'reseller-change@example.com');
    const asReseller = { reference: order.reference, principal: RESELLER };
    const before = await creditUsed();
    const { change: move } = await costlyMove(order, asReseller);
    const held = await harness.services.holdChange.execute({ ...asReseller, change: move });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const { change, payer } = held.value;
    expect([payer, change.status]).toEqual(['credit', 'paid']);
    expect(await creditUsed()).toBe(before + change.total);
    await drainOutbox(database.knex, harness.jobHandlers);

    const done = await harness.services.getChange.execute({ ...asReseller, changeId: change.id });
    expect(done.ok && done.value.change.status).toBe('done');
    const ledger = await database.knex('reseller_credit_ledger').where({ order_id: order.id }).orderBy('id');
    expect(
      ledger.map((row) => [row.kind, row.amount, row.change_id, row.reason_code, row.reason_values]),
    ).toEqual([
      ['charge', order.breakdown.finalPrice, null, 'booking', { reference: order.reference }],
      ['charge', change.total, change.id, 'bookingChange', { reference: order.reference, sailing: '1' }],
    ]);
    // The back office's statement of the reseller lists the change's charge beside the booking's.
    const statement = await harness.container
      .get(PORTS.resellerDesk)
      .statement(RESELLER.id, ...anHourAroundNow());
    const entries = statement.entries.filter((entry) => entry.orderId === order.id);
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['charge', order.breakdown.finalPrice, { code: 'booking', values: { reference: order.reference } }],
      [
        'charge',
        change.total,
        { code: 'bookingChange', values: { reference: order.reference, sailing: '1' } },
      ],
    ]);
    // Nobody's card: the change has no payment attempt.
    expect((await harness.orders.paymentAttempts(order.id)).filter((a) => a.changeId === change.id)).toEqual(
      [],
    );
    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    expect(causes).toContainEqual({
      code: 'changePaidFromCredit',
      values: { sailing: '1', by: RESELLER.email },
    });

    // A refund of everything (a staff refund, a ticketing failure) gives back what the booking and its change took.
    const beforeRefund = await creditUsed();
    expect(await harness.orders.refundCredit(order.id, harness.clock.now())).toBe(true);
    expect(await creditUsed()).toBe(beforeRefund - order.breakdown.finalPrice - change.total);
  });

  it('lets only what fits in the credit through when two changes race for its last euros', async () => {
    const orders = [
      await resellerOrder(await blueStarOn(33), 'race-one@example.com'),
      await resellerOrder(await blueStarOn(34), 'race-two@example.com'),
    ];
    const moves = await Promise.all(
      orders.map((order) => costlyMove(order, { reference: order.reference, principal: RESELLER })),
    );
    // Room for the dearer of the two changes, not for both.
    const room = Math.max(...moves.map((move) => move.total));
    await database
      .knex('resellers')
      .where({ user_id: RESELLER.id })
      .update({
        credit_limit: database.knex.raw('credit_used + ?', [room]),
      });
    const before = await creditUsed();
    const answers = await Promise.all(
      orders.map((order, index) =>
        harness.services.holdChange.execute({
          reference: order.reference,
          principal: RESELLER,
          change: moves[index]!.change,
        }),
      ),
    );
    const paid = answers.flatMap((answer) => (answer.ok ? [answer.value.change] : []));
    expect(paid).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({
      ok: false,
      error: { code: 'insufficientCreditLimit' },
    });
    expect(await creditUsed()).toBe(before + paid[0]!.total);
    const lines = await database.knex('reseller_credit_ledger').whereIn(
      'order_id',
      orders.map((order) => order.id),
    );
    expect(lines.filter((line) => line.change_id).map((line) => line.change_id)).toEqual([paid[0]!.id]);
    // The refused change is not recorded and its places go back at the company.
    const loser = orders.find((order) => order.id !== paid[0]!.orderId)!;
    expect(await database.knex('order_changes').where({ order_id: loser.id })).toEqual([]);
    const atCompany = await database
      .knex('ferry_booking_changes')
      .where({ order_code: loser.legs[0]!.upstreamOrderCode });
    expect(atCompany.map((row) => row.status)).toEqual(['released']);
    await database.knex('resellers').where({ user_id: RESELLER.id }).update({ credit_limit: 100_000_000 });
  });

  it('gives a change’s money back to the credit, once, not to a card', async () => {
    const order = await resellerOrder(await blueStarOn(35), 'reseller-back@example.com');
    const asReseller = { reference: order.reference, principal: RESELLER };
    // The simulated companies never make a change cheaper by more than its fee (decision 0084): a correction
    // is recorded as applied and owing 3 € back, as a cheaper sailing would be.
    const held = await harness.services.holdChange.execute({
      ...asReseller,
      change: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Pappa' } },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const changeId = held.value.change.id;
    await database.knex('order_changes').where({ id: changeId }).update({
      status: 'ticketed',
      total: -300,
      fare_difference: -300,
      money_back_status: 'owed',
    });
    const before = await creditUsed();
    const sendVoucher = harness.jobHandlers[ORDER_CHANGE_JOBS.sendVoucher]!;
    await sendVoucher({ changeId }, { id: randomUUID(), name: ORDER_CHANGE_JOBS.sendVoucher });
    await database.knex('order_changes').where({ id: changeId }).update({ status: 'ticketed' });
    await sendVoucher({ changeId }, { id: randomUUID(), name: ORDER_CHANGE_JOBS.sendVoucher });

    expect(await creditUsed()).toBe(before - 300);
    const back = await database.knex('reseller_credit_ledger').where({ change_id: changeId });
    expect(back.map((row) => [row.kind, row.amount])).toEqual([['refund', -300]]);
    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    expect(causes).toContainEqual({
      code: 'changeMoneyBackSent',
      values: { sailing: '1', by: RESELLER.email, provider: 'credit' },
    });
  });
});
