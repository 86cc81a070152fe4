import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';

/** A line as printed: worded, its figures formatted, and the amount in cents it stands for. */
export interface PrintedFiscalLine {
  description: string;
  vatRate: string;
  net: string;
  vat: string;
  amount: string;
  cents: Cents;
}

/** The lines of one treatment (decision 0062) under their heading, with a note and their subtotal. */
export interface PrintedFiscalSection {
  heading: string;
  note: string | null;
  lines: PrintedFiscalLine[];
  subtotal: { label: string; amount: string; cents: Cents };
}

/**
 * An invoice or receipt as printed, every word already in the order's language (the ICU catalogues
 * through `MessageWords`) and every figure formatted: the renderer only lays it out.
 */
export interface FiscalPrintout {
  locale: LocaleCode;
  title: string;
  /** `TPY-2026-17`: also the PDF's subject. */
  number: string;
  issuedAt: string;
  facts: Array<{ label: string; value: string }>;
  parties: Array<{ heading: string; lines: string[] }>;
  columns: { description: string; vatRate: string; net: string; vat: string; amount: string };
  sections: PrintedFiscalSection[];
  total: { label: string; amount: string; cents: Cents };
  /** AADE's MARK, or that it is pending. */
  mark: string;
}

export interface FiscalDocumentRenderer {
  render(printout: FiscalPrintout): Promise<Uint8Array>;
}
