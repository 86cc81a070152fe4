import { type FiscalDocumentKind, fiscalNumberText, SALE_SOURCE } from '#domain/fiscal/fiscal-document.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';

/** A document of an order after its sale's, as a link names it. */
export interface LaterFiscalDocument {
  kind: FiscalDocumentKind;
  /** `PAPY-2026-3`: how the download asks for it. */
  number: string;
}

/**
 * The documents an order has beyond its sale's invoice or receipt (decision 0096): each paid change's and
 * each refund's credit document, in the order issued, for the order's pages to link beside the first.
 */
export class ListOrderFiscalDocuments {
  readonly #documents: FiscalDocuments;

  constructor(documents: FiscalDocuments) {
    this.#documents = documents;
  }

  async execute(orderId: string): Promise<LaterFiscalDocument[]> {
    const all = await this.#documents.listByOrder(orderId);
    return all
      .filter((document) => document.source !== SALE_SOURCE)
      .map((document) => ({ kind: document.kind, number: fiscalNumberText(document) }));
  }
}
