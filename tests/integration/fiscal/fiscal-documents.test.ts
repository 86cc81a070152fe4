import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresFiscalDocuments } from '#adapters/postgres/fiscal/postgres-fiscal-documents.ts';
import { type FiscalDraft, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let documents: PostgresFiscalDocuments;

beforeAll(async () => {
  database = await createTestDatabase();
  documents = new PostgresFiscalDocuments(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

const issuer = { name: 'Kyma', vatNumber: '999999993', taxOffice: 'ΔΟΥ Πειραιά', address: 'Piraeus' };
const draft = (): FiscalDraft =>
  fiscalDraft(
    { id: crypto.randomUUID(), reference: 'KY1', locale: 'el', paymentMethod: 'card', invoice: null },
    [],
    issuer,
  );
const at = (year: number) => ({ issuedAt: new Date(`${year}-06-01T10:00:00Z`), year });

describe('issued fiscal documents', () => {
  it('numbers twenty issues at once 1 to 20 in their series, without a gap or a repeat', async () => {
    const issued = await Promise.all(Array.from({ length: 20 }, () => documents.issue(draft(), at(2030))));
    expect(issued.map((document) => document.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(new Set(issued.map((document) => document.series))).toEqual(new Set(['APY']));
  });

  it('gives an order one document however often it is issued at once, and spends no number on the others', async () => {
    const once = draft();
    const issued = await Promise.all(Array.from({ length: 5 }, () => documents.issue(once, at(2031))));
    expect(new Set(issued.map((document) => document.number))).toEqual(new Set([1]));
    expect((await documents.issue(draft(), at(2031))).number).toBe(2);
  });

  it('starts each series again every year and keeps invoices and receipts apart', async () => {
    const invoice = fiscalDraft(
      {
        id: crypto.randomUUID(),
        reference: 'KY2',
        paymentMethod: 'card',
        locale: 'en',
        invoice: {
          companyName: 'A',
          activity: 'B',
          tax: '099900027',
          address: 'C',
          registry: 'D',
          mobile: '',
        },
      },
      [],
      issuer,
    );
    expect(await documents.issue(invoice, at(2032))).toMatchObject({ series: 'TPY', year: 2032, number: 1 });
    expect(await documents.issue(draft(), at(2032))).toMatchObject({ series: 'APY', year: 2032, number: 1 });
    expect(await documents.issue(draft(), at(2033))).toMatchObject({ series: 'APY', year: 2033, number: 1 });
  });

  it('keeps the first MARK it is given', async () => {
    const issued = await documents.issue(draft(), at(2034));
    expect((await documents.findByOrder(issued.orderId))?.mark).toBeNull();
    await documents.recordMark(issued, '400001234567890', new Date());
    await documents.recordMark(issued, '400009999999999', new Date());
    expect(await documents.findByOrder(issued.orderId)).toEqual({ ...issued, mark: '400001234567890' });
  });
});
