import { beforeAll, describe, expect, it } from 'vitest';
import type { FiscalReporter } from '#application/ports/fiscal-reporter.ts';
import { type FiscalDocument, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';

const chargeLine = (
  fields: Pick<ChargeLine, 'kind' | 'code' | 'amount'> & Partial<ChargeLine>,
): ChargeLine => ({
  legIndex: null,
  index: 0,
  accommodation: null,
  accommodationName: null,
  occupants: [],
  fare: fields.amount,
  discount: 0,
  ...fields,
});

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
