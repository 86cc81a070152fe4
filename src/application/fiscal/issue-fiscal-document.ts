import { type FiscalDocument, type FiscalIssuer, fiscalDraft } from '#domain/fiscal/fiscal-document.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Clock } from '../ports/clock.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';

export interface IssueFiscalDocumentDeps {
  documents: FiscalDocuments;
  issuer: FiscalIssuer;
  clock: Clock;
}

/**
 * The invoice or receipt of a paid order (decision 0062): the one it has, or a new one from its charge
 * lines, numbered in its series for the business year of issue. Whoever asks first (the report job, the
 * confirmation e-mail, a download) issues it; everyone after gets the same document.
 */
export class IssueFiscalDocument {
  readonly #deps: IssueFiscalDocumentDeps;

  constructor(deps: IssueFiscalDocumentDeps) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<FiscalDocument> {
    const issued = await this.#deps.documents.findByOrder(order.id);
    if (issued) return issued;
    return this.#deps.documents.issue(
      fiscalDraft(order, linesOfOrder(order), this.#deps.issuer),
      issueMoment(this.#deps.clock),
    );
  }
}

/** When a document is issued now, and the business year (Athens) it is numbered in. */
export function issueMoment(clock: Clock): { issuedAt: Date; year: number } {
  const issuedAt = clock.now();
  return { issuedAt, year: Number(businessDay(issuedAt).slice(0, 4)) };
}
