import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import {
  type FiscalDocumentFile,
  type FiscalDocumentPdfDeps,
  fiscalDocumentPdf,
} from '../fiscal/fiscal-document-pdf.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/**
 * The invoice or receipt PDF of an order, or with `number` another of its documents (decision 0096), for
 * staff who may read bookings (the order page's downloads).
 */
export class ReadOrderFiscalDocument {
  readonly #deps: FiscalDocumentPdfDeps & { orders: OrderRepository };
  constructor(deps: FiscalDocumentPdfDeps & { orders: OrderRepository }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    number?: string;
  }): Promise<BackOfficeResult<FiscalDocumentFile>> {
    const staff = staffWith(input.actor, 'viewBookings');
    if (!staff.ok) return staff;
    if (!/^[0-9a-f-]{36}$/i.test(input.orderId)) return err({ code: 'notFound' });
    const order = await this.#deps.orders.findById(input.orderId);
    const file = order && (await fiscalDocumentPdf(order, this.#deps, input.number));
    return file ? ok(file) : err({ code: 'notFound' });
  }
}
