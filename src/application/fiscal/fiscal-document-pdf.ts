import {
  type FiscalDocument,
  type FiscalDocumentKind,
  fiscalNumberText,
  withSaleMark,
} from '#domain/fiscal/fiscal-document.ts';
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
 * document). With `number` (`PAPY-2026-3`), that document of the order instead: a paid change's, or a
 * refund's credit document naming the sale's MARK (decision 0096). The e-mail, the traveller's download and
 * the back office's all come through here.
 */
export async function fiscalDocumentPdf(
  order: Order,
  deps: FiscalDocumentPdfDeps,
  number?: string,
): Promise<FiscalDocumentFile | null> {
  const issued = await deps.documents.findByOrder(order.id);
  if (!issued && !hasTickets(order.status)) return null;
  const sale = issued ?? (await deps.issueDocument.execute(order));
  const document = number ? await numbered(deps, sale, number) : sale;
  if (!document) return null;
  return {
    kind: document.kind,
    fileName: `kyma-${fiscalNumberText(document)}.pdf`,
    pdf: await deps.renderer.render(fiscalPrintout(document, order, deps.words)),
  };
}

async function numbered(deps: FiscalDocumentPdfDeps, sale: FiscalDocument, number: string) {
  const all = await deps.documents.listByOrder(sale.orderId);
  const found = all.find((document) => fiscalNumberText(document) === number);
  return found ? withSaleMark(found, sale) : null;
}
