import type { PaymentMethod } from '../booking/payment-form.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { Cents } from '../money/cents.ts';
import type { Order, OrderInvoice } from '../orders/order.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import { type VatTreatment, vatIncluded, vatRate, vatTreatment } from './vat-treatment.ts';

/** An invoice for a buyer who asked for one at checkout, a retail receipt for everyone else. */
export type FiscalDocumentKind = 'invoice' | 'receipt';

/**
 * Each kind is numbered in its own series, restarting every year (decision 0062). The letters are those of
 * Greek practice: ΤΠΥ (invoice for services), ΑΠΥ (receipt for services), in Latin capitals for myDATA.
 */
const FISCAL_SERIES: Record<FiscalDocumentKind, string> = { invoice: 'TPY', receipt: 'APY' };

/** Who issues the documents: Kyma itself, from the configuration. */
export interface FiscalIssuer {
  name: string;
  vatNumber: string;
  taxOffice: string;
  address: string;
}

/** One charge line of the order with its VAT: the same line, amount for amount, as on every other view. */
export interface FiscalLine {
  line: ChargeLine;
  treatment: VatTreatment;
  vatRate: number;
  net: Cents;
  vat: Cents;
}

/** Gross, net and VAT of one treatment's lines. */
export interface FiscalSum {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

interface FiscalTotals {
  onBehalfOfCarrier: FiscalSum;
  ownSupply: FiscalSum;
  /** What the document is for: the amount charged for the order. */
  gross: Cents;
}

/** A document's place in its series: `TPY-2026-17`. */
export interface FiscalNumber {
  series: string;
  year: number;
  number: number;
}

/** A fiscal document of a paid order, as issued; `mark` is AADE's number for it once reported (decision 0063). */
export interface FiscalDocument extends FiscalNumber {
  orderId: string;
  orderReference: string;
  kind: FiscalDocumentKind;
  issuedAt: string;
  locale: LocaleCode;
  paymentMethod: PaymentMethod;
  issuer: FiscalIssuer;
  buyer: OrderInvoice | null;
  lines: FiscalLine[];
  totals: FiscalTotals;
  mark: string | null;
}

function fiscalDocumentKind(invoice: OrderInvoice | null): FiscalDocumentKind {
  return invoice ? 'invoice' : 'receipt';
}

export function fiscalLine(line: ChargeLine): FiscalLine {
  const treatment = vatTreatment(line.kind);
  const rate = vatRate(treatment);
  const vat = vatIncluded(line.amount, rate);
  return { line, treatment, vatRate: rate, net: line.amount - vat, vat };
}

function sum(lines: FiscalLine[]): FiscalSum {
  const net = lines.reduce((total, line) => total + line.net, 0);
  const vat = lines.reduce((total, line) => total + line.vat, 0);
  return { net, vat, gross: net + vat };
}

function fiscalTotals(lines: FiscalLine[]): FiscalTotals {
  const onBehalfOfCarrier = sum(lines.filter((line) => line.treatment === 'onBehalfOfCarrier'));
  const ownSupply = sum(lines.filter((line) => line.treatment === 'ownSupply'));
  return { onBehalfOfCarrier, ownSupply, gross: onBehalfOfCarrier.gross + ownSupply.gross };
}

/** What a document says before it has a number: everything but its place in the series and its MARK. */
export interface FiscalDraft {
  orderId: string;
  orderReference: string;
  kind: FiscalDocumentKind;
  series: string;
  locale: LocaleCode;
  paymentMethod: PaymentMethod;
  issuer: FiscalIssuer;
  buyer: OrderInvoice | null;
  lines: FiscalLine[];
  totals: FiscalTotals;
}

/**
 * The document of an order from its charge lines (the one record every view reads, decision 0051): one
 * fiscal line per charge line, so its lines are the order's lines and its total the amount charged.
 */
export function fiscalDraft(
  order: Pick<Order, 'id' | 'reference' | 'locale' | 'invoice' | 'paymentMethod'>,
  lines: ChargeLine[],
  issuer: FiscalIssuer,
): FiscalDraft {
  const kind = fiscalDocumentKind(order.invoice);
  const fiscalLines = lines.map(fiscalLine);
  return {
    orderId: order.id,
    orderReference: order.reference,
    kind,
    series: FISCAL_SERIES[kind],
    locale: order.locale,
    paymentMethod: order.paymentMethod,
    issuer,
    buyer: order.invoice,
    lines: fiscalLines,
    totals: fiscalTotals(fiscalLines),
  };
}

/** The printed number of a document: series, year and number, e.g. `TPY-2026-17`. */
export function fiscalNumberText({ series, year, number }: FiscalNumber): string {
  return `${series}-${year}-${number}`;
}
