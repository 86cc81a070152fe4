import { describe, expect, it } from 'vitest';
import { creditLines } from '#domain/fiscal/credit-lines.ts';
import { creditDraft, fiscalDraft, fiscalLine } from '#domain/fiscal/fiscal-document.ts';
import { cancellationQuote } from '#domain/orders/cancellation-quote.ts';
import type { Order } from '#domain/orders/order.ts';
import { type ChargeLine, chargeLine, orderChargeLines } from '#domain/pricing/charge-lines.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';

const issuer = { name: 'Kyma', vatNumber: '999999993', taxOffice: 'ΔΟΥ Πειραιά', address: 'Piraeus' };

// Two sailings (400 € and 200 € of fares), a 60 € coupon, 15 € service fee, 3 € surcharge, 3 € courier.
const breakdown: FareBreakdown = {
  tripTotals: [40_000, 20_000],
  subtotal: 60_000,
  discount: 6_000,
  serviceFee: 1_500,
  shippingCost: 300,
  total: 55_800,
  extraCost: 300,
  finalPrice: 56_100,
  creditLimit: null,
};
const legLines: ChargeLine[] = [
  chargeLine({ kind: 'passenger', legIndex: 0, code: 'AD', amount: 30_000 }),
  chargeLine({ kind: 'vehicle', legIndex: 0, code: 'CAR', amount: 10_000 }),
  chargeLine({ kind: 'passenger', legIndex: 1, code: 'AD', amount: 20_000 }),
];
const order = {
  id: 'o1',
  reference: 'KY1',
  locale: 'en' as const,
  paymentMethod: 'card' as const,
  invoice: null,
  legs: [{}, {}] as Order['legs'],
  breakdown,
  chargeLines: [...legLines, ...orderChargeLines(breakdown)],
};
const total = (lines: { line: { amount: number } }[]) =>
  lines.reduce((sum, { line }) => sum + line.amount, 0);
const of = (lines: ReturnType<typeof creditLines>, treatment: string) =>
  total(lines.filter((line) => line.treatment === treatment));

describe('a refund’s credit lines', () => {
  it('credit a sailing’s lines, its coupon share and its share of Kyma’s fees, less the fee kept: the refund', () => {
    // The company keeps 20 % of the first sailing: the quote the traveller accepted.
    const quote = cancellationQuote(
      [{ quote: { coverage: 'partial', paid: 40_000, fee: 8_000, refund: 32_000 }, legIndexes: [0] }],
      breakdown,
      true,
      order.chargeLines,
    );
    expect(quote).toMatchObject({ paid: 37_200, fee: 7_440, refund: 29_760 });
    const lines = creditLines(order, { kind: 'cancellation', legIndexes: [0], ...quote });
    expect(lines.map(({ line, treatment }) => [line.kind, line.amount, treatment])).toEqual([
      ['passenger', 30_000, 'onBehalfOfCarrier'],
      ['vehicle', 10_000, 'onBehalfOfCarrier'],
      ['couponDiscount', -4_000, 'onBehalfOfCarrier'],
      ['feesShare', 1_200, 'ownSupply'],
      // The fee is kept in proportion to what was paid: 36 000 for the carrier, 1 200 of Kyma's fees.
      ['feeKept', -7_200, 'onBehalfOfCarrier'],
      ['feeKept', -240, 'ownSupply'],
    ]);
    expect(total(lines)).toBe(quote.refund);
    expect([of(lines, 'onBehalfOfCarrier'), of(lines, 'ownSupply')]).toEqual([28_800, 960]);
  });

  it('give the whole order back with the courier cost when nothing was shipped', () => {
    const quote = cancellationQuote(
      [{ quote: { coverage: 'full', paid: 60_000, fee: 0, refund: 60_000 }, legIndexes: [0, 1] }],
      breakdown,
      false,
      order.chargeLines,
    );
    const lines = creditLines(order, { kind: 'cancellation', legIndexes: [0, 1], ...quote });
    expect(total(lines)).toBe(breakdown.finalPrice);
    expect(lines.filter(({ line }) => line.kind === 'courier').map(({ line }) => line.amount)).toEqual([300]);
    expect(lines.some(({ line }) => line.kind === 'feeKept')).toBe(false);
  });

  it('split a staff refund over the carrier’s part and Kyma’s in proportion to what was sold', () => {
    const lines = creditLines(order, { kind: 'staff', amount: 1_000 });
    expect(total(lines)).toBe(1_000);
    // 54 000 sold for the carrier (fares less the coupon), 2 100 of Kyma's own (fee, surcharge, courier).
    expect([of(lines, 'onBehalfOfCarrier'), of(lines, 'ownSupply')]).toEqual([963, 37]);
  });

  it('turn a change’s lines round: its fare difference comes back, its fee is kept', () => {
    const change = [
      chargeLine({ kind: 'changeFare', legIndex: 1, code: 'CH1', amount: -3_000 }),
      chargeLine({ kind: 'changeFee', legIndex: 1, code: 'CH1', amount: 500 }),
    ];
    const lines = creditLines(order, { kind: 'change', lines: change });
    expect(lines.map(({ line }) => line.amount)).toEqual([3_000, -500]);
    expect(total(lines)).toBe(2_500);
  });
});

describe('a credit document', () => {
  it('is a retail credit note (PAPY) of a receipt, a credit invoice (PTY) of an invoice, naming the document', () => {
    const receipt = {
      ...fiscalDraft(order, order.chargeLines, issuer),
      year: 2026,
      number: 4,
      issuedAt: '',
      mark: '400001',
    };
    const lines = creditLines(order, { kind: 'staff', amount: 1_000 });
    const credit = creditDraft(order, receipt, lines, issuer, 'r1');
    expect(credit).toMatchObject({
      kind: 'creditReceipt',
      series: 'PAPY',
      source: 'refund:r1',
      correlated: { series: 'APY', year: 2026, number: 4, mark: '400001' },
    });
    expect(credit.totals.gross).toBe(1_000);
    for (const line of credit.lines) expect(line.net + line.vat).toBe(line.line.amount);
    // Each line keeps the VAT of the sale's: the carrier's 13 % for information, Kyma's 24 %.
    expect(credit.lines.map((line) => line.vatRate)).toEqual([13, 24]);
    const invoice = { ...receipt, kind: 'invoice' as const, series: 'TPY' };
    expect(creditDraft(order, invoice, lines, issuer, 'r1')).toMatchObject({
      kind: 'creditInvoice',
      series: 'PTY',
    });
    expect(fiscalLine(lines[1]!.line, 'ownSupply').vat).toBe(7);
  });
});
