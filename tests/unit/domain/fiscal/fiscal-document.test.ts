import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fiscalDraft, fiscalLine, fiscalNumberText } from '#domain/fiscal/fiscal-document.ts';
import { vatIncluded } from '#domain/fiscal/vat-treatment.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';
import { chargeLines } from '#domain/pricing/charge-lines.ts';
import { pricedCarts } from '../../../support/priced-cart-arbitrary.ts';

const issuer = { name: 'Kyma', vatNumber: '999999993', taxOffice: 'ΔΟΥ Πειραιά', address: 'Piraeus' };
const buyer: OrderInvoice = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
  activity: 'Wholesale',
  tax: '099900027',
  address: 'Athens',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306900000000',
};
const order = (invoice: OrderInvoice | null) => ({
  id: 'o1',
  reference: 'KY1',
  locale: 'de' as const,
  paymentMethod: 'card' as const,
  invoice,
});

describe('a fiscal document', () => {
  it('has one line per charge line, amount for amount, and totals equal to the amount charged', () => {
    fc.assert(
      fc.property(pricedCarts, fc.boolean(), (cart, wantsInvoice) => {
        const lines = chargeLines(cart.legs, cart.breakdown);
        const draft = fiscalDraft(order(wantsInvoice ? buyer : null), lines, issuer);
        expect(draft.lines.map((line) => line.line)).toEqual(lines);
        expect(draft.totals.gross).toBe(cart.breakdown.finalPrice);
        for (const line of draft.lines) expect(line.net + line.vat).toBe(line.line.amount);
        const { onBehalfOfCarrier, ownSupply } = draft.totals;
        expect(onBehalfOfCarrier.net + onBehalfOfCarrier.vat).toBe(onBehalfOfCarrier.gross);
        expect(ownSupply.net + ownSupply.vat).toBe(ownSupply.gross);
      }),
    );
  });

  it('is an invoice in series TPY for a buyer who asked for one, a receipt in APY otherwise', () => {
    expect(fiscalDraft(order(buyer), [], issuer)).toMatchObject({ kind: 'invoice', series: 'TPY', buyer });
    expect(fiscalDraft(order(null), [], issuer)).toMatchObject({
      kind: 'receipt',
      series: 'APY',
      buyer: null,
    });
  });

  it('collects fares, cabins and the coupon for the carrier at 13 %, and charges Kyma’s fee and courier 24 %', () => {
    const base = {
      legIndex: null,
      index: 0,
      accommodation: null,
      accommodationName: null,
      occupants: [],
      discount: 0,
    };
    const fare = fiscalLine({
      ...base,
      kind: 'passenger',
      legIndex: 0,
      code: 'AD',
      fare: 11_300,
      amount: 11_300,
    });
    const cabin = fiscalLine({
      ...base,
      kind: 'wholeCabin',
      legIndex: 0,
      code: 'CABIN:B4',
      fare: 28_810,
      amount: 28_810,
    });
    const coupon = fiscalLine({ ...base, kind: 'couponDiscount', code: 'COUPON', fare: 0, amount: -5_788 });
    const fee = fiscalLine({ ...base, kind: 'serviceFee', code: 'SERVICE_FEE', fare: 1_240, amount: 1_240 });
    const courier = fiscalLine({ ...base, kind: 'courier', code: 'COURIER', fare: 300, amount: 300 });
    expect([fare, cabin, coupon].map((line) => [line.treatment, line.vatRate])).toEqual([
      ['onBehalfOfCarrier', 13],
      ['onBehalfOfCarrier', 13],
      ['onBehalfOfCarrier', 13],
    ]);
    expect(fare).toMatchObject({ net: 10_000, vat: 1_300 });
    expect(fee).toMatchObject({ treatment: 'ownSupply', vatRate: 24, net: 1_000, vat: 240 });
    expect(courier).toMatchObject({ treatment: 'ownSupply', vatRate: 24, net: 242, vat: 58 });
    expect(coupon.vat).toBe(-vatIncluded(5_788, 13));
  });

  it('prints its number as series, year and number', () => {
    expect(fiscalNumberText({ series: 'TPY', year: 2026, number: 17 })).toBe('TPY-2026-17');
  });
});
