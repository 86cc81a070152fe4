import { type InferType, number, object, string } from 'yup';
import {
  changeSource,
  type FiscalDocument,
  type FiscalDocumentKind,
  fiscalNumberText,
  SALE_SOURCE,
} from '../fiscal/fiscal-document.ts';
import type { OrderInvoice } from '../orders/order.ts';
import { text } from './wire-fields.ts';

/** Every kind, named once so a new kind cannot be left out of the contract. */
const KINDS: Record<FiscalDocumentKind, true> = {
  invoice: true,
  receipt: true,
  creditInvoice: true,
  creditReceipt: true,
};
const DOCUMENT_KINDS = Object.keys(KINDS) as FiscalDocumentKind[];
const DOCUMENT_PURPOSES = ['sale', 'change', 'refund'] as const;

/**
 * One fiscal document of the order as the API and MCP list it (decisions 0062, 0096): an invoice or receipt
 * of the sale or of a paid change, or a refund's credit invoice or credit note.
 */
export const orderDocumentSchema = object({
  kind: text().oneOf(DOCUMENT_KINDS),
  /** What it was issued for: the sale, a paid change, or a refund sent. */
  purpose: text().oneOf(DOCUMENT_PURPOSES),
  /** Its place in its series: `APY-2026-17`. */
  number: text(),
  /** What it is for, in cents: charged for a sale or a change, given back for a credit document. */
  amount: number().strict().integer().min(0).defined(),
  issuedAt: text(),
  /** AADE's myDATA MARK, once the document is reported; null until then. */
  mark: string().strict().nullable().defined(),
  /** Where its PDF downloads, with the same proof as the order (`Authorization: Order <secret>` or a token). */
  download: text(),
});

/** The company details the buyer asked an invoice for at checkout (decision 0062). */
export const invoiceRequestSchema = object({
  companyName: text(),
  activity: text(),
  tax: text(),
  address: text(),
  registry: text(),
  mobile: text(),
});

export type OrderDocumentAnswer = InferType<typeof orderDocumentSchema>;

const purposeOf = (source: string) =>
  source === SALE_SOURCE ? 'sale' : source.startsWith(changeSource('')) ? 'change' : 'refund';

/** One document as listed, `download` naming where its PDF is fetched by its number. */
export function orderDocumentAnswer(
  document: FiscalDocument,
  download: (number: string) => string,
): OrderDocumentAnswer {
  const number = fiscalNumberText(document);
  return {
    kind: document.kind,
    purpose: purposeOf(document.source),
    number,
    amount: document.totals.gross,
    issuedAt: document.issuedAt,
    mark: document.mark,
    download: download(number),
  };
}

export function invoiceRequestAnswer(
  invoice: OrderInvoice | null,
): InferType<typeof invoiceRequestSchema> | null {
  if (!invoice) return null;
  const { companyName, activity, tax, address, registry, mobile } = invoice;
  return { companyName, activity, tax, address, registry, mobile };
}
