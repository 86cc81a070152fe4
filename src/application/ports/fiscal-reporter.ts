import type { FiscalDocument } from '#domain/fiscal/fiscal-document.ts';
import type { Result } from '#domain/shared/result.ts';

/** What the tax authority said was wrong with a document, as it said it. */
export interface FiscalReportError {
  code: string;
  message: string;
}

/**
 * Reports issued documents to AADE's myDATA (decision 0063). A document accepted comes back with its MARK;
 * one refused comes back with the authority's errors (sending it again would be refused again). An
 * authority that does not answer, or answers something unreadable, throws: the report job tries later.
 */
export interface FiscalReporter {
  report(document: FiscalDocument): Promise<Result<{ mark: string }, FiscalReportError[]>>;
}
