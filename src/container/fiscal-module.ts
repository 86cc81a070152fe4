import { ContainerModule, type ResolutionContext } from 'inversify';
import { MyDataFiscalReporter } from '#adapters/mydata/mydata-fiscal-reporter.ts';
import { PdfkitFiscalDocumentRenderer } from '#adapters/pdf/pdfkit-fiscal-document-renderer.ts';
import { PostgresFiscalDocuments } from '#adapters/postgres/fiscal/postgres-fiscal-documents.ts';
import { SandboxFiscalReporter } from '#adapters/sandbox-fiscal/sandbox-fiscal-reporter.ts';
import { ReadOrderFiscalDocument } from '#application/back-office/read-order-fiscal-document.ts';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import type { FiscalDocumentPdfDeps } from '#application/fiscal/fiscal-document-pdf.ts';
import { GetOrderFiscalDocument } from '#application/fiscal/get-order-fiscal-document.ts';
import { IssueFiscalDocument } from '#application/fiscal/issue-fiscal-document.ts';
import { IssueOrderDocuments } from '#application/fiscal/issue-order-documents.ts';
import { ListOrderDocuments } from '#application/fiscal/list-order-documents.ts';
import { ListOrderFiscalDocuments } from '#application/fiscal/list-order-fiscal-documents.ts';
import { reportFiscalDocumentHandler } from '#application/fiscal/report-fiscal-document.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** A report runs in a job, which retries: long enough for myDATA on a busy day. */
const MYDATA_TIMEOUT_MS = 15_000;

/** Invoices, receipts and credit documents (decisions 0062, 0063, 0096): numbering, issue, report to myDATA. */
export const fiscalModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { myData } = config;
    bind(PORTS.fiscalDocuments).toDynamicValue(onDatabase(PostgresFiscalDocuments));
    bind(PORTS.fiscalReporter).toDynamicValue((c) =>
      myData.provider === 'aade'
        ? new MyDataFiscalReporter({ ...myData, timeoutMs: MYDATA_TIMEOUT_MS, logger: c.get(PARTS.logger) })
        : new SandboxFiscalReporter(),
    );
    bind(IssueFiscalDocument).toDynamicValue(
      (c) =>
        new IssueFiscalDocument({
          documents: c.get(PORTS.fiscalDocuments),
          issuer: config.fiscalIssuer,
          clock: c.get(PORTS.clock),
        }),
    );
    bind(IssueOrderDocuments).toDynamicValue(
      (c) =>
        new IssueOrderDocuments({
          documents: c.get(PORTS.fiscalDocuments),
          issueDocument: c.get(IssueFiscalDocument),
          refunds: c.get(PORTS.refunds),
          changes: c.get(PORTS.orderChanges),
          issuer: config.fiscalIssuer,
          clock: c.get(PORTS.clock),
        }),
    );
    bind(ListOrderFiscalDocuments).toDynamicValue(
      (c) => new ListOrderFiscalDocuments(c.get(PORTS.fiscalDocuments)),
    );
    bind(ListOrderDocuments).toDynamicValue((c) => new ListOrderDocuments(c.get(PORTS.fiscalDocuments)));
    bind(PORTS.fiscalDocumentRenderer).toResolvedValue(() => new PdfkitFiscalDocumentRenderer());
    bind(GetOrderFiscalDocument).toDynamicValue(
      (c) => new GetOrderFiscalDocument({ ...fiscalPdfDeps(c), getOrder: c.get(GetOrder) }),
    );
    bind(ReadOrderFiscalDocument).toDynamicValue(
      (c) => new ReadOrderFiscalDocument({ ...fiscalPdfDeps(c), orders: c.get(PORTS.orders) }),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [ORDER_JOBS.reportFiscalDocument]: reportFiscalDocumentHandler({
        orders: c.get(PORTS.orders),
        issueDocuments: c.get(IssueOrderDocuments),
        documents: c.get(PORTS.fiscalDocuments),
        reporter: c.get(PORTS.fiscalReporter),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
    }));
  });

/** What drawing an order's invoice or receipt takes: the e-mail, the downloads and the back office share it. */
export function fiscalPdfDeps(c: ResolutionContext): FiscalDocumentPdfDeps {
  return {
    documents: c.get(PORTS.fiscalDocuments),
    issueDocument: c.get(IssueFiscalDocument),
    renderer: c.get(PORTS.fiscalDocumentRenderer),
    words: c.get(PORTS.messageWords),
  };
}
