import type { PaymentMethod } from '../booking/payment-form.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { Cents } from '../money/cents.ts';
import type { Order, OrderInvoice } from '../orders/order.ts';
import type { ChargeLine, FiscalLineKind } from '../pricing/charge-lines.ts';
import type { CreditLine } from './credit-lines.ts';
import { type VatTreatment, vatIncluded, vatRate, vatTreatment } from './vat-treatment.ts';

/**
 * An invoice for a buyer who asked for one at checkout, a retail receipt for everyone else; what a refund
 * gives back of either, a credit invoice or a retail credit note (decision 0096).
 */
type SaleKind = 'invoice' | 'receipt';
export type FiscalDocumentKind = SaleKind | 'creditInvoice' | 'creditReceipt';

/**
 * Each kind is numbered in its own series, restarting every year (decisions 0062, 0096). The letters are
 * those of Greek practice: ΤΠΥ (invoice for services), ΑΠΥ (receipt for services), ΠΤΥ (credit invoice),
 * ΠΑΠΥ (retail credit note), in Latin capitals for myDATA.
 */
const FISCAL_SERIES: Record<FiscalDocumentKind, string> = {
  invoice: 'TPY',
  receipt: 'APY',
  creditInvoice: 'PTY',
  creditReceipt: 'PAPY',
};

/** The kind of sale a document is about: its own, or for a credit document the one it corrects. */
export function saleKindOf(kind: FiscalDocumentKind): SaleKind {
  if (kind === 'creditInvoice') return 'invoice';
  return kind === 'creditReceipt' ? 'receipt' : kind;
}

/**
 * What a document of an order is for, unique per order (decision 0096): `sale` (the order's invoice or
 * receipt), `refund:<refund id>` (a credit document of a refund sent), `change:<change id>` (a paid change's).
 */
export const SALE_SOURCE = 'sale';
const refundSource = (refundId: string) => `refund:${refundId}`;
export const changeSource = (changeId: string) => `change:${changeId}`;

/** Who issues the documents: Kyma itself, from the configuration. */
export interface FiscalIssuer {
  name: string;
  vatNumber: string;
  taxOffice: string;
  address: string;
}

/** One charge line of the order with its VAT: the same line, amount for amount, as on every other view. */
export interface FiscalLine {
  line: ChargeLine<FiscalLineKind>;
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

/** The document a credit document corrects: its place in its series and AADE's MARK of it. */
export interface CorrelatedDocument extends FiscalNumber {
  mark: string | null;
}

/** A fiscal document of a paid order, as issued; `mark` is AADE's number for it once reported (decision 0063). */
export interface FiscalDocument extends FiscalNumber {
  orderId: string;
  source: string;
  /** The sale's document a credit document corrects; null for any other. */
  correlated: CorrelatedDocument | null;
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

export function fiscalLine(
  line: ChargeLine<FiscalLineKind>,
  treatment = vatTreatment(line.kind),
): FiscalLine {
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
  source: string;
  correlated: CorrelatedDocument | null;
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
  order: FiscalOrder,
  lines: ChargeLine[],
  issuer: FiscalIssuer,
  source = SALE_SOURCE,
): FiscalDraft {
  return draftOf(
    order,
    fiscalDocumentKind(order.invoice),
    lines.map((line) => fiscalLine(line)),
    issuer,
    {
      source,
      correlated: null,
    },
  );
}

/**
 * The credit document of a refund (decision 0096): a credit invoice for an order that had an invoice, a
 * retail credit note for one that had a receipt, correlated with that document, its lines the refund's
 * (`creditLines`) with the VAT split of the sale's.
 */
export function creditDraft(
  order: FiscalOrder,
  original: FiscalDocument,
  lines: CreditLine[],
  issuer: FiscalIssuer,
  refundId: string,
): FiscalDraft {
  const kind: FiscalDocumentKind = original.kind === 'invoice' ? 'creditInvoice' : 'creditReceipt';
  const { series, year, number, mark } = original;
  return draftOf(
    order,
    kind,
    lines.map((credit) => fiscalLine(credit.line, credit.treatment)),
    issuer,
    { source: refundSource(refundId), correlated: { series, year, number, mark } },
  );
}

type FiscalOrder = Pick<Order, 'id' | 'reference' | 'locale' | 'invoice' | 'paymentMethod'>;

function draftOf(
  order: FiscalOrder,
  kind: FiscalDocumentKind,
  fiscalLines: FiscalLine[],
  issuer: FiscalIssuer,
  about: Pick<FiscalDraft, 'source' | 'correlated'>,
): FiscalDraft {
  return {
    ...about,
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

/** A credit document names the sale's MARK as it stands now: it may have arrived after the credit was issued. */
export function withSaleMark(document: FiscalDocument, sale: FiscalDocument | undefined): FiscalDocument {
  if (!document.correlated || document.correlated.mark || !sale?.mark) return document;
  return { ...document, correlated: { ...document.correlated, mark: sale.mark } };
}
