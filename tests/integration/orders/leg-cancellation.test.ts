import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

/** A two-sailing order (out in 30 days, back in 34), paid with the sandbox card and ticketed. */
async function twoSailings(email: string) {
  const [out] = await piraeusSantoriniTrips(harness.ferry, 30);
  const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
  return ticketedOrder(database.knex, harness, out!, email, { laterTrips: [back!] });
}

const mailsTo = (address: string, subject: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${address}`) && mail.includes(subject));

/** The events of an iCalendar file, each its unfolded lines (a long line folds onto the next after CRLF). */
const calendarEvents = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => event.split('\r\n'));
const calendarOf = (mail: string) =>
  attachmentsOf(mail)
    .find((part) => part.contentType === 'text/calendar')
    ?.content.toString('utf8') ?? '';
const sequenceOf = (event: string[]) =>
  Number(event.find((line) => line.startsWith('SEQUENCE:'))?.slice('SEQUENCE:'.length));

const refundedAtSandbox = async (reference: string) =>
  (await database.knex('sandbox_payments').where({ merchant_reference: reference }).first())
    .refunded as number;

const pendingJobs = (name: string) => database.knex('outbox').where({ name }).whereNull('relayed_at');

describe('cancelling one sailing of a two-sailing order', () => {
  it('quotes the leg on what was paid for it, and of two confirmations makes one cancellation and one refund', async () => {
    const { order, token } = await twoSailings('leg.twice@example.com');
    const access = { reference: order.reference, token, legIndex: 1 };
    const quoted = await harness.services.quoteLegCancellation.execute(access);
    if (!quoted.ok) throw new Error(quoted.error.code);
    const { quote, wholeOrder } = quoted.value;
    expect(wholeOrder).toBe(false);
    expect(quote.paid).toBe(paidPerLeg(order.breakdown)[1]);
    expect(quote.refund + quote.fee).toBe(quote.paid);
    expect(quote.refund).toBeGreaterThan(0);

    const moved = await harness.services.cancelOrderLeg.execute({
      ...access,
      acceptedRefund: quote.refund + 1,
    });
    expect(moved).toEqual({ ok: false, error: { code: 'refundChanged', quote } });

    const both = await Promise.all(
      [1, 2].map(() => harness.services.cancelOrderLeg.execute({ ...access, acceptedRefund: quote.refund })),
    );
    for (const answer of both) {
      expect(answer.ok && answer.value.legs[1]!.cancellation?.status).toBe('cancelled');
      expect(answer.ok && answer.value.status).toBe('ticketed');
    }
    expect(await pendingJobs('order.cancelLeg')).toHaveLength(1);
    const ran = await drainOutbox(database.knex, harness.jobHandlers);
    expect(ran).toEqual([
      'order.cancelLeg',
      'order.sendLegCancellation',
      // The refund sent gets its credit document (decision 0096).
      'order.reportFiscalDocument',
    ]);
    expect(await refundedAtSandbox(order.reference)).toBe(quote.refund);

    const after = (await harness.orders.findById(order.id))!;
    expect(after.status).toBe('ticketed');
    expect(after.legs[0]!.cancellation).toBeUndefined();
    expect(after.legs[1]!.cancellation).toMatchObject({
      status: 'refunded',
      refund: quote.refund,
      sentThrough: 'sandbox',
      refundReference: expect.any(String),
      acceptedAt: expect.any(String),
      sentAt: expect.any(String),
    });
    const upstream = await harness.ferry.retrieveBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    expect(upstream.ok && upstream.value.status).toBe('confirmed');
    expect(upstream.ok && upstream.value.legs.map((leg) => Boolean(leg.cancelledAt))).toEqual([false, true]);
    // One e-mail for the cancellation (decision 0111): none of its own for the steps in between, and the
    // updated voucher goes with it rather than in an e-mail of its own.
    const address = 'leg.twice@example.com';
    expect(mailsTo(address, '')).toHaveLength(2);
    expect(mailsTo(address, `booking ${order.reference} is confirmed`)).toHaveLength(1);
    const [told] = mailsTo(address, 'Your sailing');
    const text = readableMail(told!);
    expect(text).toContain('has been cancelled as you asked');
    expect(text).toContain(after.legs[1]!.cancellation!.refundReference!);
    expect(text).toContain('expect it on your statement by');
    expect(text).toContain('updated voucher (PDF) is attached');
    const attached = attachmentsOf(told!);
    expect(attached.map((part) => [part.filename, part.contentType])).toEqual([
      [`kyma-${order.reference}.pdf`, 'application/pdf'],
      [`kyma-${order.reference}-cancelled-2.ics`, 'text/calendar'],
    ]);
    expect(attached[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes the cancelled sailing out of the calendar: METHOD:CANCEL, its UID, a higher SEQUENCE', async () => {
    const { order, token } = await twoSailings('leg.calendar@example.com');
    const access = { reference: order.reference, token, legIndex: 0 };
    const quoted = await harness.services.quoteLegCancellation.execute(access);
    if (!quoted.ok) throw new Error(quoted.error.code);
    await harness.services.cancelOrderLeg.execute({ ...access, acceptedRefund: quoted.value.quote.refund });
    await drainOutbox(database.knex, harness.jobHandlers);

    const booked = calendarEvents(
      calendarOf(mailsTo('leg.calendar@example.com', `booking ${order.reference} is confirmed`)[0]!),
    );
    const [told, ...more] = mailsTo('leg.calendar@example.com', 'Your sailing');
    expect(more).toEqual([]);
    const ics = calendarOf(told!);
    expect(ics).toContain('METHOD:CANCEL');
    const [cancelled, ...others] = calendarEvents(ics);
    expect(others).toEqual([]);
    const uid = `UID:${order.reference}-0@kyma.travel`;
    expect(cancelled).toContain(uid);
    expect(cancelled).toContain('STATUS:CANCELLED');
    const first = booked.find((event) => event.includes(uid))!;
    expect(cancelled!.find((line) => line.startsWith('DTSTART'))).toBe(
      first.find((line) => line.startsWith('DTSTART')),
    );
    expect(sequenceOf(cancelled!)).toBeGreaterThan(sequenceOf(first));
  });

  it('survives its job delivered twice at once and again later: one refund, one e-mail', async () => {
    const { order, token } = await twoSailings('leg.retry@example.com');
    const access = { reference: order.reference, token, legIndex: 0 };
    const quoted = await harness.services.quoteLegCancellation.execute(access);
    if (!quoted.ok) throw new Error(quoted.error.code);
    await harness.services.cancelOrderLeg.execute({ ...access, acceptedRefund: quoted.value.quote.refund });
    const [job] = await pendingJobs('order.cancelLeg');
    const deliver = () =>
      harness.jobHandlers['order.cancelLeg']!(job.payload, { id: job.id, name: job.name });
    await Promise.all([deliver(), deliver()]);
    await deliver();
    await drainOutbox(database.knex, harness.jobHandlers);
    await deliver();
    await drainOutbox(database.knex, harness.jobHandlers);
    expect(await refundedAtSandbox(order.reference)).toBe(quoted.value.quote.refund);
    expect(mailsTo('leg.retry@example.com', 'Your sailing')).toHaveLength(1);
    expect(mailsTo('leg.retry@example.com', 'Your refund')).toHaveLength(0);
    expect((await harness.orders.findById(order.id))!.legs[0]!.cancellation?.status).toBe('refunded');
  });

  it('lets staff cancel a sailing on the traveller’s behalf with the same quote, named on the timeline and audited', async () => {
    const { order } = await twoSailings('leg.behalf@example.com');
    const admin = { id: 77, email: 'desk@kyma.test', scope: ['admin'] };
    const support = { id: 78, email: 'help@kyma.test', scope: ['support'] };
    const asStaff = { reference: order.reference, principal: admin, legIndex: 1 };
    const quoted = await harness.services.quoteLegCancellation.execute(asStaff);
    if (!quoted.ok) throw new Error(quoted.error.code);
    // Support opens the traveller's order (decision 0076) but may not cancel a sailing at a fee for them.
    const refused = await harness.services.cancelOrderLeg.execute({
      ...asStaff,
      principal: support,
      acceptedRefund: quoted.value.quote.refund,
    });
    expect(refused.ok).toBe(false);
    const moved = await harness.services.cancelOrderLeg.execute({
      ...asStaff,
      acceptedRefund: quoted.value.quote.refund,
    });
    expect(moved.ok && moved.value.legs[1]!.cancellation?.status).toBe('cancelled');

    const causes = (await harness.orders.events(order.id)).map((event) => event.cause);
    expect(causes.at(-1)).toEqual({
      code: 'legCancelledOnBehalf',
      values: { sailing: '2', staff: 'desk@kyma.test' },
    });
    const audited = await database.knex('audit_log').where({ subject_id: order.id });
    expect(audited.map((row) => [row.actor_email, row.action, row.after])).toEqual([
      ['desk@kyma.test', 'order.cancelLeg', { legIndex: 1, refund: quoted.value.quote.refund }],
    ]);
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.legs[1]!.cancellation?.status).toBe('refunded');
  });

  it('cancels the whole order with its last valid sailing, never refunding more than was paid', async () => {
    const { order, token } = await twoSailings('leg.last@example.com');
    const first = { reference: order.reference, token, legIndex: 1 };
    const legQuote = await harness.services.quoteLegCancellation.execute(first);
    if (!legQuote.ok) throw new Error(legQuote.error.code);
    await harness.services.cancelOrderLeg.execute({ ...first, acceptedRefund: legQuote.value.quote.refund });
    await drainOutbox(database.knex, harness.jobHandlers);

    const last = { reference: order.reference, token, legIndex: 0 };
    const lastQuote = await harness.services.quoteLegCancellation.execute(last);
    if (!lastQuote.ok) throw new Error(lastQuote.error.code);
    expect(lastQuote.value.wholeOrder).toBe(true);
    expect(lastQuote.value.quote.paid).toBe(order.breakdown.finalPrice - paidPerLeg(order.breakdown)[1]!);
    const cancelled = await harness.services.cancelOrderLeg.execute({
      ...last,
      acceptedRefund: lastQuote.value.quote.refund,
    });
    expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    await drainOutbox(database.knex, harness.jobHandlers);
    expect((await harness.orders.findById(order.id))!.status).toBe('refunded');
    const refunded = await refundedAtSandbox(order.reference);
    expect(refunded).toBe(legQuote.value.quote.refund + lastQuote.value.quote.refund);
    expect(refunded).toBeLessThanOrEqual(order.breakdown.finalPrice);
    // The order's cancellation e-mail takes out of the calendar the sailing it ended; the one cancelled
    // alone before had its own file.
    const [told] = mailsTo('leg.last@example.com', `booking ${order.reference} is cancelled`);
    const ics = calendarOf(told!);
    expect(ics).toContain('METHOD:CANCEL');
    expect(calendarEvents(ics).map((event) => event.find((line) => line.startsWith('UID:')))).toEqual([
      `UID:${order.reference}-0@kyma.travel`,
    ]);
  });
});
