import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyDataFiscalReporter } from '#adapters/mydata/mydata-fiscal-reporter.ts';
import { PostgresFiscalDocuments } from '#adapters/postgres/fiscal/postgres-fiscal-documents.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import { backOfficeServices, PORTS } from '#container';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { checkoutHarness, piraeusSantoriniTrips, ticketedOrder } from '../../support/checkout-harness.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
import { type FakeMyData, startFakeMyData } from '../../support/fake-mydata.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let myData: FakeMyData;

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
});
afterAll(async () => {
  await myData?.close();
  await database?.destroy();
});

const textOf = async (pdf: Uint8Array) => (await readPdf(pdf)).pageTexts.join(' ');
const fiscalWords = DOCUMENT_MESSAGE_AREAS.fiscal!.en;

describe('reporting a document while myDATA is down', () => {
  it('tickets and e-mails the order with "MARK pending", and the retried job stores the MARK the download then prints', async () => {
    const [trip] = await piraeusSantoriniTrips(harness.ferry);
    const report = harness.jobHandlers[ORDER_JOBS.reportFiscalDocument]!;
    const failures: unknown[] = [];
    // The queue keeps a failed job for a later attempt; here the failure is noted and the drain goes on.
    const jobHandlers = {
      ...harness.jobHandlers,
      [ORDER_JOBS.reportFiscalDocument]: (payload: unknown, job: { id: string; name: string }) =>
        report(payload, job).catch((error: unknown) => {
          failures.push(error);
        }),
    };
    myData.mode = 'down';
    const { order, token } = await ticketedOrder(
      database.knex,
      { ...harness, jobHandlers },
      trip!,
      'down@example.com',
    );

    expect(order.status).toBe('ticketed');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/503/);
    const documents = new PostgresFiscalDocuments(database.knex);
    const issued = (await documents.findByOrder(order.id))!;
    expect(issued).toMatchObject({ kind: 'receipt', mark: null });
    const mail = readdirSync(harness.mailDir)
      .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
      .find((eml) => eml.includes(order.reference) && eml.includes('down@example.com'))!;
    const attached = attachmentsOf(mail).find(
      (part) => part.filename === `kyma-APY-${issued.year}-${issued.number}.pdf`,
    );
    expect(await textOf(attached!.content)).toContain(fiscalWords.fiscalMarkPending);

    myData.mode = 'normal';
    await report({ orderId: order.id }, { id: 'retry', name: ORDER_JOBS.reportFiscalDocument });
    const reported = (await documents.findByOrder(order.id))!;
    expect(reported.mark).toMatch(/^\d{15}$/);
    expect({ ...reported, mark: null }).toEqual(issued);
    const download = await harness.services.getOrderFiscalDocument.execute({
      reference: order.reference,
      token,
    });
    expect(download.ok && (await textOf(download.value.pdf))).toContain(`MARK ${reported.mark}`);

    // Staff who may read bookings download the same document from the order's page.
    const fromBackOffice = await backOfficeServices(harness.container).readOrderFiscalDocument.execute({
      actor: { id: 1, email: 'support@kyma.test', scope: ['support'] },
      orderId: order.id,
    });
    expect(fromBackOffice.ok && fromBackOffice.value.fileName).toBe(download.ok && download.value.fileName);
  });
});
