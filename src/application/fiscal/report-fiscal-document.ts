import { orderOfJob } from '../checkout/order-jobs.ts';
import type { Clock } from '../ports/clock.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';
import type { FiscalReporter } from '../ports/fiscal-reporter.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { IssueFiscalDocument } from './issue-fiscal-document.ts';

export interface ReportFiscalDocumentDeps {
  orders: OrderRepository;
  issueDocument: IssueFiscalDocument;
  documents: FiscalDocuments;
  reporter: FiscalReporter;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.reportFiscalDocument` (decision 0063): issues the ticketed order's document if nobody has yet and
 * reports it to myDATA, storing the MARK. It runs beside the tickets and the e-mail and waits for neither:
 * an authority that does not answer throws, and the queue tries again later; a refusal is logged for staff
 * (the same document would be refused again). An order cancelled or refunded since keeps its document.
 */
export function reportFiscalDocumentHandler(deps: ReportFiscalDocumentDeps): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['ticketed', 'cancelled', 'refunded']);
    if (!order) return;
    const document = await deps.issueDocument.execute(order);
    if (document.mark) return;
    const reported = await deps.reporter.report(document);
    if (!reported.ok) {
      deps.logger.error(
        { orderId: order.id, series: document.series, number: document.number, errors: reported.error },
        'myDATA refused the fiscal document',
      );
      return;
    }
    await deps.documents.recordMark(order.id, reported.value.mark, deps.clock.now());
  };
}
