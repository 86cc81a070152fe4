import type { Refusal } from '#domain/errors/refusal.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import type { Result } from '#domain/shared/result.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { VoucherRenderer } from '../ports/voucher-renderer.ts';
import { type VoucherSources, voucherDocument } from './voucher-document.ts';

/** The voucher PDF of a ticketed order, for whoever holds the order's secret. */
export class GetOrderVoucher {
  readonly #deps: VoucherSources & { getOrder: GetOrder; renderer: VoucherRenderer };
  constructor(deps: VoucherSources & { getOrder: GetOrder; renderer: VoucherRenderer }) {
    this.#deps = deps;
  }

  async execute(input: OrderAccess): Promise<Result<{ reference: string; pdf: Uint8Array }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok || !hasTickets(found.value.order.status)) return err({ code: 'reservationNotFound' });
    const order = found.value.order;
    return ok({
      reference: order.reference,
      pdf: await this.#deps.renderer.render(await voucherDocument(order, this.#deps)),
    });
  }
}
