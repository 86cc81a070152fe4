import type { FiscalDocument } from '#domain/fiscal/fiscal-document.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';

/**
 * Every document of an order as issued, in the order issued (decision 0096): its sale's invoice or receipt,
 * each paid change's, each refund's credit document, each with its MARK once reported; for the API and MCP
 * to list with their numbers and amounts. Reads only: a document not issued yet is not listed.
 */
export class ListOrderDocuments {
  readonly #documents: FiscalDocuments;

  constructor(documents: FiscalDocuments) {
    this.#documents = documents;
  }

  execute(orderId: string): Promise<FiscalDocument[]> {
    return this.#documents.listByOrder(orderId);
  }
}
