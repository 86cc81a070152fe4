import type { FiscalDocument, FiscalDraft } from '#domain/fiscal/fiscal-document.ts';

/** The issued fiscal documents, one per order, numbered without gaps per series and year (decision 0062). */
export interface FiscalDocuments {
  findByOrder(orderId: string): Promise<FiscalDocument | null>;
  /**
   * Gives the draft the next number of its series in `year` and stores it, in one transaction: two issues
   * at once get consecutive numbers, a failed one takes none. An order that already has its document gets
   * that one back, never a second.
   */
  issue(draft: FiscalDraft, at: { issuedAt: Date; year: number }): Promise<FiscalDocument>;
  /** Stores AADE's MARK of the order's document (decision 0063); a second MARK never replaces the first. */
  recordMark(orderId: string, mark: string, at: Date): Promise<void>;
}
