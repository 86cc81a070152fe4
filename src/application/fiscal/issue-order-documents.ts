import { creditLines } from '#domain/fiscal/credit-lines.ts';
import { paidChanges, refundsToCredit } from '#domain/fiscal/documents-due.ts';
import {
  changeSource,
  creditDraft,
  type FiscalDocument,
  type FiscalIssuer,
  fiscalDraft,
} from '#domain/fiscal/fiscal-document.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Clock } from '../ports/clock.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import { type IssueFiscalDocument, issueMoment } from './issue-fiscal-document.ts';

export interface IssueOrderDocumentsDeps {
  documents: FiscalDocuments;
  issueDocument: IssueFiscalDocument;
  refunds: OrderRefundRepository;
  changes: OrderChangeRepository;
  issuer: FiscalIssuer;
  clock: Clock;
}

/**
 * Every fiscal document a ticketed order is due (decision 0096), issued where missing: its sale's invoice or
 * receipt first, then a document of the same kind per paid change (from the change's lines) and a credit
 * document per refund sent (from the refund's own record, correlated with the sale's document). Each is
 * keyed by what it is for, so however often this runs, and however many run at once, each is issued once.
 */
export class IssueOrderDocuments {
  readonly #deps: IssueOrderDocumentsDeps;

  constructor(deps: IssueOrderDocumentsDeps) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<FiscalDocument[]> {
    const { documents, issuer } = this.#deps;
    const sale = await this.#deps.issueDocument.execute(order);
    const [issued, staffRefunds, changes] = await Promise.all([
      documents.listByOrder(order.id),
      this.#deps.refunds.list(order.id),
      this.#deps.changes.ofOrder(order.id),
    ]);
    const known = new Set(issued.map((document) => document.source));
    const drafts = [
      ...paidChanges(changes).map((change) =>
        fiscalDraft(order, change.chargeLines, issuer, changeSource(change.id)),
      ),
      ...refundsToCredit(order, staffRefunds, changes).map(({ refundId, record }) =>
        creditDraft(order, sale, creditLines(order, record), issuer, refundId),
      ),
    ].filter((draft) => !known.has(draft.source));
    if (drafts.length === 0) return issued;
    for (const draft of drafts) await documents.issue(draft, issueMoment(this.#deps.clock));
    return documents.listByOrder(order.id);
  }
}
