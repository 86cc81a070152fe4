import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyDataFiscalReporter } from '#adapters/mydata/mydata-fiscal-reporter.ts';
import { PostgresFiscalDocuments } from '#adapters/postgres/fiscal/postgres-fiscal-documents.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import { IssueOrderDocuments } from '#application/fiscal/issue-order-documents.ts';
import { backOfficeServices, PORTS } from '#container';
import { fiscalNumberText } from '#domain/fiscal/fiscal-document.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { type FakeMyData, startFakeMyData } from '../../support/fake-mydata.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let myData: FakeMyData;
let documents: PostgresFiscalDocuments;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  myData = await startFakeMyData();
  const reporter = new MyDataFiscalReporter({
    url: myData.url,
    userId: myData.userId,
    subscriptionKey: myData.subscriptionKey,
    timeoutMs: 2000,
    logger: { info() {}, warn() {}, error() {} },
  });
  harness = checkoutHarness(
    database.knex,
    {},
    new ContainerModule(({ rebind }) => {
      rebind(PORTS.fiscalReporter).toConstantValue(reporter);
    }),
  );
  documents = new PostgresFiscalDocuments(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await myData?.close();
  await database?.destroy();
});

const fiscalWords = DOCUMENT_MESSAGE_AREAS.fiscal!.en;
const BUYER = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
  activity: 'ΧΟΝΔΡΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ',
  tax: '099900027',
  address: 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 100, ΑΘΗΝΑ',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306912345678',
};
const textOf = async (pdf: Uint8Array) => (await readPdf(pdf)).pageTexts.join(' ');
const sentWith = (...parts: string[]) =>
  myData.requests.filter((xml) => parts.every((part) => xml.includes(part)));

/** A two-sailing order whose first sailing is cancelled and refunded; the refund's jobs still to run. */
async function firstSailingCancelled(email: string) {
  const [out] = await piraeusSantoriniTrips(harness.ferry, 30);
  const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
  const { order, token } = await ticketedOrder(database.knex, harness, out!, email, { laterTrips: [back!] });
  const access = { reference: order.reference, token, legIndex: 0 };
  const quoted = await harness.services.quoteLegCancellation.execute(access);
  if (!quoted.ok) throw new Error(quoted.error.code);
  const cancelled = await harness.services.cancelOrderLeg.execute({
    ...access,
    acceptedRefund: quoted.value.quote.refund,
  });
  if (!cancelled.ok) throw new Error(cancelled.error.code);
  return { order, token, quote: quoted.value.quote };
}

describe('a refund’s credit document', () => {
  it('is issued once the sailing’s refund is sent: a retail credit note numbered 1, reported as 11.4 with the receipt’s MARK', async () => {
    const { order, token, quote } = await firstSailingCancelled('credit.one@example.com');
    const ran = await drainOutbox(database.knex, harness.jobHandlers);
    expect(ran.filter((job) => job === ORDER_JOBS.reportFiscalDocument)).toHaveLength(1);

    const [sale, credit, ...more] = await documents.listByOrder(order.id);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({ kind: 'receipt', source: 'sale', mark: expect.stringMatching(/^\d{15}$/) });
    expect(credit).toMatchObject({
      kind: 'creditReceipt',
      series: 'PAPY',
      number: 1,
      source: 'refund:leg-0',
      correlated: { series: 'APY', number: sale!.number, mark: sale!.mark },
      mark: expect.stringMatching(/^\d{15}$/),
    });
    // What it credits is what went back: the quote the traveller accepted.
    expect(credit!.totals.gross).toBe(quote.refund);
    const [reported] = sentWith('<invoiceType>11.4</invoiceType>', `<aa>${credit!.number}</aa>`);
    expect(reported).toContain(`<correlatedInvoices>${sale!.mark}</correlatedInvoices>`);
    expect(reported).toContain(`<totalGrossValue>${(quote.refund / 100).toFixed(2)}</totalGrossValue>`);
    expect(reported).not.toContain('<counterpart>');

    // The traveller downloads it beside the receipt, in the same look, naming the receipt it credits.
    const download = await harness.services.getOrderFiscalDocument.execute({
      reference: order.reference,
      token,
      number: fiscalNumberText(credit!),
    });
    if (!download.ok) throw new Error(download.error.code);
    expect(download.value.fileName).toBe(`kyma-PAPY-${credit!.year}-1.pdf`);
    const text = await textOf(download.value.pdf);
    expect(text).toContain(fiscalWords.fiscalCreditReceiptTitle);
    expect(text).toContain(fiscalWords.fiscalCreditTotal);
    expect(text).toContain(fiscalNumberText(sale!));
    expect(text).toContain(`MARK ${credit!.mark}`);
  });

  it('is issued once however often and however many at once ask, the next number of its series', async () => {
    const { order } = await firstSailingCancelled('credit.twice@example.com');
    // The refund is sent; its report job is held back while five processes issue at once.
    const held = { ...harness.jobHandlers, [ORDER_JOBS.reportFiscalDocument]: async () => {} };
    await drainOutbox(database.knex, held);
    const current = (await harness.orders.findById(order.id))!;
    const issue = harness.container.get(IssueOrderDocuments);
    await Promise.all(Array.from({ length: 5 }, () => issue.execute(current)));
    const report = harness.jobHandlers[ORDER_JOBS.reportFiscalDocument]!;
    await report({ orderId: order.id }, { id: 'again', name: ORDER_JOBS.reportFiscalDocument });
    await report({ orderId: order.id }, { id: 'later', name: ORDER_JOBS.reportFiscalDocument });

    const credits = (await documents.listByOrder(order.id)).filter((document) => document.correlated);
    expect(credits.map((credit) => [credit.series, credit.number])).toEqual([['PAPY', 2]]);
    expect(sentWith('<invoiceType>11.4</invoiceType>', '<aa>2</aa>')).toHaveLength(1);
    const series = await database.knex('fiscal_series').where({ series: 'PAPY' }).first();
    expect(series.last_number).toBe(2);
  });
});

describe('the whole order’s credit document', () => {
  it('credits what its last sailing’s cancellation gave back, beside the first sailing’s, each reported', async () => {
    const { order, token, quote } = await firstSailingCancelled('credit.whole@example.com');
    await drainOutbox(database.knex, harness.jobHandlers);
    const last = { reference: order.reference, token, legIndex: 1 };
    const lastQuote = await harness.services.quoteLegCancellation.execute(last);
    if (!lastQuote.ok) throw new Error(lastQuote.error.code);
    expect(lastQuote.value.wholeOrder).toBe(true);
    await harness.services.cancelOrderLeg.execute({ ...last, acceptedRefund: lastQuote.value.quote.refund });
    await drainOutbox(database.knex, harness.jobHandlers);

    const credits = (await documents.listByOrder(order.id)).filter((document) => document.correlated);
    expect(credits.map((credit) => [credit.source, credit.totals.gross])).toEqual([
      ['refund:leg-0', quote.refund],
      ['refund:order', lastQuote.value.quote.refund],
    ]);
    for (const credit of credits) {
      expect(credit.mark).toMatch(/^\d{15}$/);
      // Only the sailing left is credited by the order's cancellation, never the one credited before.
      if (credit.source === 'refund:order')
        expect(credit.lines.every(({ line }) => line.legIndex !== 0)).toBe(true);
    }
  });
});

describe('a staff refund of an invoiced order', () => {
  it('gets a credit invoice (5.1) to the buyer, correlated with the invoice’s MARK, downloadable by staff', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[0]!, 'credit.invoice@example.com', {
      invoice: BUYER,
    });
    const backOffice = backOfficeServices(harness.container);
    const finance = { id: 2, email: 'finance@kyma.test', scope: { finance: true } };
    const asked = await backOffice.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: 1_500, reason: 'late ship' },
    });
    expect(asked.ok).toBe(true);
    await drainOutbox(database.knex, harness.jobHandlers);

    const [invoice, credit] = await documents.listByOrder(order.id);
    expect(credit).toMatchObject({
      kind: 'creditInvoice',
      series: 'PTY',
      buyer: BUYER,
      correlated: { series: 'TPY', number: invoice!.number, mark: invoice!.mark },
      mark: expect.stringMatching(/^\d{15}$/),
    });
    expect(credit!.totals.gross).toBe(1_500);
    expect(new Set(credit!.lines.map(({ line }) => line.kind))).toEqual(new Set(['staffRefund']));
    const [reported] = sentWith('<invoiceType>5.1</invoiceType>');
    expect(reported).toContain(`<correlatedInvoices>${invoice!.mark}</correlatedInvoices>`);
    expect(reported).toContain(`<vatNumber>${BUYER.tax}</vatNumber>`);

    const file = await backOffice.readOrderFiscalDocument.execute({
      actor: finance,
      orderId: order.id,
      number: fiscalNumberText(credit!),
    });
    if (!file.ok) throw new Error(file.error.code);
    const text = await textOf(file.value.pdf);
    expect(text).toContain(fiscalWords.fiscalCreditInvoiceTitle);
    expect(text).toContain(fiscalWords.fiscalLineStaffRefund);
    expect(text).toContain(BUYER.companyName);
  });
});

describe('a paid change’s document', () => {
  it('is a receipt of the change’s lines, in the order’s series, reported as 11.2', async () => {
    const blueStar = trips.find((trip) => trip.company.code === 'BSF')!;
    const { order, token } = await ticketedOrder(database.knex, harness, blueStar, 'change.doc@example.com');
    const access = { reference: order.reference, token };
    const nextDay = addDays(order.legs[0]!.booking.departureDatetime.slice(0, 10), 1);
    const sailings = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: nextDay,
    });
    if (!sailings.ok) throw new Error(JSON.stringify(sailings.error));
    const target = sailings.value.find((sailing) => sailing.quote && sailing.available > 0)!;
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const { change } = held.value;
    expect(change.total).toBeGreaterThan(0);
    const started = await harness.services.startPayment.execute({ order, change });
    if (!started.ok) throw new Error('payment not started');
    const back = new URL((await harness.sandbox.decide(started.value.url.split('/').pop()!, 'succeeded'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    await drainOutbox(database.knex, harness.jobHandlers);

    const [sale, ofChange, ...more] = await documents.listByOrder(order.id);
    expect(more).toEqual([]);
    expect(ofChange).toMatchObject({
      kind: 'receipt',
      series: 'APY',
      number: sale!.number + 1,
      source: `change:${change.id}`,
      correlated: null,
      mark: expect.stringMatching(/^\d{15}$/),
    });
    expect(ofChange!.lines.map((line) => line.line)).toEqual(change.chargeLines);
    expect(ofChange!.totals.gross).toBe(change.total);
    expect(sentWith('<invoiceType>11.2</invoiceType>', `<aa>${ofChange!.number}</aa>`)).toHaveLength(1);
  });
});
