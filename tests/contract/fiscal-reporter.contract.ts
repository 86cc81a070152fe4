import { beforeAll, describe, expect, it } from 'vitest';
import type { FiscalReporter } from '#application/ports/fiscal-reporter.ts';
import { creditLines } from '#domain/fiscal/credit-lines.ts';
import { creditDraft, type FiscalDocument, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import { type ChargeLine, chargeLine } from '#domain/pricing/charge-lines.ts';

/** Two adults, a car and a coupon, Kyma's fee and the courier: a document with every treatment in it. */
const LINES: ChargeLine[] = [
  chargeLine({ kind: 'passenger', legIndex: 0, code: 'AD', amount: 7_830 }),
  chargeLine({ kind: 'passenger', legIndex: 0, index: 1, code: 'AD', amount: 7_830 }),
  chargeLine({ kind: 'vehicle', legIndex: 0, code: 'CAR', amount: 10_670 }),
  chargeLine({ kind: 'couponDiscount', code: 'COUPON', fare: 0, discount: 2_633, amount: -2_633 }),
  chargeLine({ kind: 'serviceFee', code: 'SERVICE_FEE', amount: 500 }),
  chargeLine({ kind: 'courier', code: 'COURIER', amount: 300 }),
  chargeLine({ kind: 'extraCost', code: 'EXTRA_COST', amount: 0 }),
];

const ISSUER = { name: 'Kyma', vatNumber: '999999993', taxOffice: 'ΔΟΥ Πειραιά', address: 'Piraeus' };

let nextNumber = 1;

/** An issued document of the lines above: a receipt, or an invoice to the buyer whose VAT number is given. */
export function aFiscalDocument(buyerVat: string | null = null): FiscalDocument {
  const invoice = buyerVat
    ? {
        companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
        activity: 'Χονδρεμπόριο',
        tax: buyerVat,
        address: 'Αθήνα',
        registry: 'ΦΑΕ ΑΘΗΝΩΝ',
        mobile: '',
      }
    : null;
  const draft = fiscalDraft(
    { id: crypto.randomUUID(), reference: 'KYTEST', locale: 'de', paymentMethod: 'card', invoice },
    LINES,
    ISSUER,
  );
  nextNumber += 1;
  return { ...draft, year: 2026, number: nextNumber, issuedAt: '2026-12-01T09:30:00Z', mark: null };
}

/**
 * A credit document of a 40 € staff refund on `original` (decision 0096), correlated with it: a credit
 * invoice of an invoice, a retail credit note of a receipt.
 */
export function aCreditDocument(original: FiscalDocument): FiscalDocument {
  const order = {
    id: original.orderId,
    reference: original.orderReference,
    locale: original.locale,
    paymentMethod: original.paymentMethod,
    invoice: original.buyer,
    legs: [],
    // The lines above as a breakdown: 263,30 € of fares, the coupon, Kyma's fee and the courier.
    breakdown: {
      tripTotals: [26_330],
      subtotal: 26_330,
      discount: 2_633,
      serviceFee: 500,
      shippingCost: 300,
      total: 24_497,
      extraCost: 0,
      finalPrice: 24_497,
      creditLimit: null,
    },
    chargeLines: LINES,
  };
  const lines = creditLines(order, { kind: 'staff', amount: 4_000 });
  const draft = creditDraft(order, original, lines, ISSUER, 'staff-1');
  nextNumber += 1;
  return { ...draft, year: 2026, number: nextNumber, issuedAt: '2026-12-02T09:30:00Z', mark: null };
}

/** What every `FiscalReporter` answers, whichever authority (or stand-in) is behind it. */
export function fiscalReporterContract(
  name: string,
  makeReporter: () => FiscalReporter | Promise<FiscalReporter>,
) {
  describe(`FiscalReporter contract: ${name}`, () => {
    let reporter: FiscalReporter;
    beforeAll(async () => {
      reporter = await makeReporter();
    });

    it('accepts a retail receipt and answers its MARK, a number', async () => {
      const reported = await reporter.report(aFiscalDocument());
      expect(reported).toEqual({ ok: true, value: { mark: expect.stringMatching(/^\d{15}$/) } });
    });

    it('accepts an invoice to a business with a valid VAT number', async () => {
      const reported = await reporter.report(aFiscalDocument('099900027'));
      expect(reported.ok).toBe(true);
    });

    it('gives two documents two MARKs', async () => {
      const first = await reporter.report(aFiscalDocument());
      const second = await reporter.report(aFiscalDocument());
      expect(first.ok && second.ok && first.value.mark !== second.value.mark).toBe(true);
    });

    it('accepts a credit invoice (5.1) correlated with an invoice’s MARK, and a retail credit note (11.4)', async () => {
      const invoice = aFiscalDocument('099900027');
      const reported = await reporter.report(invoice);
      if (!reported.ok) throw new Error(JSON.stringify(reported.error));
      const credit = aCreditDocument({ ...invoice, mark: reported.value.mark });
      expect(credit).toMatchObject({ kind: 'creditInvoice', correlated: { mark: reported.value.mark } });
      expect(await reporter.report(credit)).toEqual({
        ok: true,
        value: { mark: expect.stringMatching(/^\d{15}$/) },
      });
      const receipt = aFiscalDocument();
      const receiptMark = await reporter.report(receipt);
      if (!receiptMark.ok) throw new Error(JSON.stringify(receiptMark.error));
      const note = aCreditDocument({ ...receipt, mark: receiptMark.value.mark });
      expect((await reporter.report(note)).ok).toBe(true);
    });

    it('refuses a credit invoice that names no invoice', async () => {
      const credit = aCreditDocument(aFiscalDocument('099900027'));
      const reported = await reporter.report(credit);
      expect(reported.ok).toBe(false);
    });

    it('refuses an invoice to a VAT number that is not one, saying why', async () => {
      const reported = await reporter.report(aFiscalDocument('123456789'));
      expect(reported.ok).toBe(false);
      if (reported.ok) return;
      expect(reported.error.length).toBeGreaterThan(0);
      expect(reported.error[0]).toEqual({
        code: expect.any(String),
        message: expect.stringContaining('123456789'),
      });
    });
  });
}
