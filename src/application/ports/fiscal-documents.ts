import type { FiscalDocument, FiscalDraft } from '#domain/fiscal/fiscal-document.ts';

/** Which document of an order: its order and what it is for (`sale`, `refund:<id>`, `change:<id>`). */
export interface FiscalDocumentKey {
  orderId: string;
  source: string;
}

/**
 * The issued fiscal documents, one per order and purpose, numbered without gaps per series and year
 * (decisions 0062, 0096).
 */
export interface FiscalDocuments {
  /** The order's sale document: its invoice or receipt. */
  findByOrder(orderId: string): Promise<FiscalDocument | null>;
  /** Every document of the order, in the order issued. */
  listByOrder(orderId: string): Promise<FiscalDocument[]>;
  /**
   * Gives the draft the next number of its series in `year` and stores it, in one transaction: two issues
   * at once get consecutive numbers, a failed one takes none. An order that already has the document for
   * that purpose gets that one back, never a second.
   */
  issue(draft: FiscalDraft, at: { issuedAt: Date; year: number }): Promise<FiscalDocument>;
  /** Stores AADE's MARK of a document (decision 0063); a second MARK never replaces the first. */
  recordMark(key: FiscalDocumentKey, mark: string, at: Date): Promise<void>;
}
