import { type FiscalDocument, SALE_SOURCE, withSaleMark } from '#domain/fiscal/fiscal-document.ts';
import { orderOfJob } from '../checkout/order-jobs.ts';
import type { Clock } from '../ports/clock.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';
import type { FiscalReporter } from '../ports/fiscal-reporter.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { IssueOrderDocuments } from './issue-order-documents.ts';

export interface ReportFiscalDocumentDeps {
  orders: OrderRepository;
  issueDocuments: IssueOrderDocuments;
  documents: FiscalDocuments;
  reporter: FiscalReporter;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.reportFiscalDocument` (decisions 0063, 0096): issues every document the ticketed order is due and
 * not yet issued (its sale's, a paid change's, a refund's credit) and reports each one without a MARK to
 * myDATA, the sale's first, storing each MARK. It runs beside the tickets and the e-mails and waits for
 * neither: an authority that does not answer throws, and the queue tries again later; a refusal is logged
 * for staff (the same document would be refused again). A credit document waits for its sale's MARK, which
 * it must name. Written with the ticketed move, and again with each refund sent and each change applied.
 */
export function reportFiscalDocumentHandler(deps: ReportFiscalDocumentDeps): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['ticketed', 'cancelled', 'refunded']);
    if (!order) return;
    const documents = await deps.issueDocuments.execute(order);
    let sale = documents.find((document) => document.source === SALE_SOURCE);
    for (const issued of documents) {
      const document = withSaleMark(issued, sale);
      if (document.mark) continue;
      if (document.correlated && !document.correlated.mark) {
        deps.logger.error({ orderId: order.id, source: document.source }, 'credit document waits for a MARK');
        continue;
      }
      const mark = await report(deps, document);
      if (mark && document === sale) sale = { ...sale, mark };
    }
  };
}

async function report(deps: ReportFiscalDocumentDeps, document: FiscalDocument): Promise<string | null> {
  const reported = await deps.reporter.report(document);
  if (!reported.ok) {
    deps.logger.error(
      { orderId: document.orderId, series: document.series, number: document.number, errors: reported.error },
      'myDATA refused the fiscal document',
    );
    return null;
  }
  await deps.documents.recordMark(document, reported.value.mark, deps.clock.now());
  return reported.value.mark;
}
