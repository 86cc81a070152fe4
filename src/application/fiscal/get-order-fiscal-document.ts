import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import {
  type FiscalDocumentFile,
  type FiscalDocumentPdfDeps,
  fiscalDocumentPdf,
} from './fiscal-document-pdf.ts';

/**
 * The invoice or receipt PDF of an order, or with `number` another of its documents (a paid change's, a
 * refund's credit document, decision 0096), for whoever may open the order (its secret, staff, its reseller).
 */
export class GetOrderFiscalDocument {
  readonly #deps: FiscalDocumentPdfDeps & { getOrder: GetOrder };
  constructor(deps: FiscalDocumentPdfDeps & { getOrder: GetOrder }) {
    this.#deps = deps;
  }

  async execute(input: OrderAccess & { number?: string }): Promise<Result<FiscalDocumentFile, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const file = await fiscalDocumentPdf(found.value.order, this.#deps, input.number);
    return file ? ok(file) : err({ code: 'reservationNotFound' });
  }
}
