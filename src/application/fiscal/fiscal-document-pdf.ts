import { type FiscalDocumentKind, fiscalNumberText } from '#domain/fiscal/fiscal-document.ts';
import type { Order } from '#domain/orders/order.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import type { FiscalDocumentRenderer } from '../ports/fiscal-document-renderer.ts';
import type { FiscalDocuments } from '../ports/fiscal-documents.ts';
import type { MessageWords } from '../ports/message-words.ts';
import { fiscalPrintout } from './fiscal-printout.ts';
import type { IssueFiscalDocument } from './issue-fiscal-document.ts';

export interface FiscalDocumentPdfDeps {
  documents: FiscalDocuments;
  issueDocument: IssueFiscalDocument;
  renderer: FiscalDocumentRenderer;
  words: MessageWords;
}

export interface FiscalDocumentFile {
  kind: FiscalDocumentKind;
  fileName: string;
  pdf: Uint8Array;
}

/**
 * The PDF of an order's invoice or receipt, as it stands (with its MARK once reported): the document it
 * has, or for a ticketed order one issued now. Null for an order that was never ticketed (no sale, no
 * document). The e-mail, the traveller's download and the back office's all come through here.
 */
export async function fiscalDocumentPdf(
  order: Order,
  deps: FiscalDocumentPdfDeps,
): Promise<FiscalDocumentFile | null> {
  const issued = await deps.documents.findByOrder(order.id);
  if (!issued && !hasTickets(order.status)) return null;
  const document = issued ?? (await deps.issueDocument.execute(order));
  return {
    kind: document.kind,
    fileName: `kyma-${fiscalNumberText(document)}.pdf`,
    pdf: await deps.renderer.render(fiscalPrintout(document, order, deps.words)),
  };
}
