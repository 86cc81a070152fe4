import { describe, expect, it } from 'vitest';
import { changeSource, type FiscalDocument, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';
import {
  invoiceRequestAnswer,
  orderDocumentAnswer,
  orderDocumentSchema,
} from '#domain/wire-contract/document-answers.ts';
import { orderAnswer } from '#domain/wire-contract/order-answers.ts';
import { anOrder } from '../support/order-builder.ts';

const issuer = { name: 'Kyma', vatNumber: '999999993', taxOffice: 'ΔΟΥ Πειραιά', address: 'Piraeus' };
const buyer: OrderInvoice = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
  activity: 'Wholesale',
  tax: '099900027',
  address: 'Athens',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306900000000',
};
const order = {
  id: 'o1',
  reference: 'KY1',
  locale: 'en' as const,
  paymentMethod: 'card' as const,
  invoice: null,
};

/** An issued document of `source`, numbered 7 in 2027, with or without its MARK. */
function issued(source: string, mark: string | null): FiscalDocument {
  const draft = fiscalDraft(order, [], issuer, source);
  return { ...draft, year: 2027, number: 7, issuedAt: '2027-07-01T10:00:00.000Z', mark };
}
const downloadAt = (number: string) => `/booking/orders/KY1/documents/${number}`;

describe('an order’s document as the API lists it', () => {
  it('names its number, what it was for, its MARK once reported and where it downloads, in its schema', () => {
    const sale = orderDocumentAnswer(issued('sale', '400001234567890'), downloadAt);
    expect(sale).toEqual({
      kind: 'receipt',
      purpose: 'sale',
      number: 'APY-2027-7',
      amount: 0,
      issuedAt: '2027-07-01T10:00:00.000Z',
      mark: '400001234567890',
      download: '/booking/orders/KY1/documents/APY-2027-7',
    });
    expect(orderDocumentSchema.isValidSync(sale)).toBe(true);
    const change = orderDocumentAnswer(issued(changeSource('c9'), null), downloadAt);
    expect(change).toMatchObject({ purpose: 'change', mark: null });
    expect(orderDocumentSchema.isValidSync(change)).toBe(true);
    expect(orderDocumentAnswer(issued('refund:leg-0', null), downloadAt).purpose).toBe('refund');
  });

  it('carries the invoice request’s company details, or null without one', () => {
    expect(invoiceRequestAnswer(null)).toBeNull();
    expect(invoiceRequestAnswer({ ...buyer, extra: 'not sent' } as OrderInvoice)).toEqual(buyer);
  });

  it('leaves the invoice request out of a masked look-up and the documents out where they were not read', () => {
    const describeLines = (lines: ChargeLine[]) => lines.map(() => ({ description: '', detail: null }));
    const withInvoice = anOrder({ invoice: buyer });
    const whole = orderAnswer(withInvoice, { documents: true, describeLines, ledger: null });
    expect(whole.invoice).toEqual(buyer);
    expect(whole).not.toHaveProperty('documents');
    const masked = orderAnswer(withInvoice, { documents: false, describeLines, ledger: null });
    expect(masked).not.toHaveProperty('invoice');
  });
});
