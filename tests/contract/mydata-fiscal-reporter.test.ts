import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyDataFiscalReporter } from '#adapters/mydata/mydata-fiscal-reporter.ts';
import { type FakeMyData, startFakeMyData } from '../support/fake-mydata.ts';
import { aCreditDocument, aFiscalDocument, fiscalReporterContract } from './fiscal-reporter.contract.ts';

const logger = { info() {}, warn() {}, error() {} };
let fake: FakeMyData;
beforeAll(async () => {
  fake = await startFakeMyData();
});
afterAll(async () => {
  await fake?.close();
});

const reporter = (overrides: { subscriptionKey?: string } = {}) =>
  new MyDataFiscalReporter({
    url: fake.url,
    userId: fake.userId,
    subscriptionKey: overrides.subscriptionKey ?? fake.subscriptionKey,
    timeoutMs: 2000,
    logger,
  });

fiscalReporterContract('myDATA REST API (local fake)', () => reporter());

const read = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (n) => n === 'invoiceDetails',
});

describe('the myDATA adapter', () => {
  it('reports the fares collected for the carrier without VAT and Kyma’s fee and courier at 24 %', async () => {
    fake.mode = 'normal';
    const document = aFiscalDocument('099900027');
    await reporter().report(document);
    const invoice = read.parse(fake.requests.at(-1)!).InvoicesDoc.invoice;
    expect(invoice.invoiceHeader).toMatchObject({
      series: 'TPY',
      aa: String(document.number),
      invoiceType: '2.1',
    });
    expect(invoice.counterpart.vatNumber).toBe('099900027');
    expect(invoice.invoiceDetails).toEqual([
      expect.objectContaining({ netValue: '236.97', vatCategory: '8', vatAmount: '0.00' }),
      expect.objectContaining({ netValue: '6.45', vatCategory: '1', vatAmount: '1.55' }),
    ]);
    expect(invoice.invoiceSummary.totalGrossValue).toBe('244.97');
    expect(invoice.paymentMethods.paymentMethodDetails).toEqual({ type: '7', amount: '244.97' });
  });

  it('reports a credit invoice as 5.1 to the buyer, correlated with the invoice’s MARK, amounts positive', async () => {
    fake.mode = 'normal';
    const invoice = aFiscalDocument('099900027');
    const reported = await reporter().report(invoice);
    if (!reported.ok) throw new Error(JSON.stringify(reported.error));
    await reporter().report(aCreditDocument({ ...invoice, mark: reported.value.mark }));
    const credit = read.parse(fake.requests.at(-1)!).InvoicesDoc.invoice;
    expect(credit.invoiceHeader).toMatchObject({
      series: 'PTY',
      invoiceType: '5.1',
      currency: 'EUR',
      correlatedInvoices: reported.value.mark,
    });
    expect(credit.counterpart.vatNumber).toBe('099900027');
    // 40 € split as sold: 236,97 € for the carrier (no VAT of Kyma's), 8 € of Kyma's own at 24 %.
    expect(credit.invoiceDetails).toEqual([
      expect.objectContaining({ netValue: '38.69', vatCategory: '8', vatAmount: '0.00' }),
      expect.objectContaining({ netValue: '1.06', vatCategory: '1', vatAmount: '0.25' }),
    ]);
    expect(credit.invoiceDetails[1].incomeClassification.classificationType).toBe('E3_561_001');
    expect(credit.invoiceSummary.totalGrossValue).toBe('40.00');
  });

  it('throws, for the job to retry, when myDATA is down or refuses the credentials', async () => {
    fake.mode = 'down';
    await expect(reporter().report(aFiscalDocument())).rejects.toThrow(/503/);
    fake.mode = 'normal';
    await expect(reporter({ subscriptionKey: 'wrong' }).report(aFiscalDocument())).rejects.toThrow(/401/);
  });
});
