import { fullRefundLegs, waiveFees } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import {
  type CancellationQuote,
  cancellationQuote,
  type QuotedUpstreamBooking,
} from '#domain/orders/cancellation-quote.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { isCancellable } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CancelBooking } from '../ferry/cancel-booking.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import { upstreamBookingsOf } from './upstream-bookings.ts';

export interface QuoteOrderCancellationDeps {
  getOrder: GetOrder;
  cancelBooking: CancelBooking;
  /** A courier voucher made means the tickets were shipped: the courier cost is spent. */
  shipments: OrderShipmentRepository;
  /** A leg the company cancelled refunds in full (decision 0076). */
  disruptions: DisruptionRepository;
}

/**
 * What cancelling a ticketed order would give back, asked of every upstream booking of the order without
 * cancelling anything (`confirm: false`), and turned into what the traveller paid (`cancellationQuote`).
 * Only whoever may open the order may ask. Legs the company cancelled keep no fee (`waiveFees`, 0076).
 */
export class QuoteOrderCancellation {
  readonly #deps: QuoteOrderCancellationDeps;
  constructor(deps: QuoteOrderCancellationDeps) {
    this.#deps = deps;
  }

  async execute(input: OrderAccess): Promise<Result<{ order: Order; quote: CancellationQuote }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    if (!isCancellable(order.status)) return err({ code: 'orderNotCancellable' });
    const quotes: QuotedUpstreamBooking[] = [];
    for (const upstream of upstreamBookingsOf(order)) {
      const answer = await this.#deps.cancelBooking.execute({
        orderCode: upstream.orderCode,
        agentName: upstream.agentName,
        confirm: false,
      });
      if (!answer.ok) {
        return err({
          code: answer.error.code === 'upstreamUnavailable' ? 'upstreamUnavailable' : 'orderNotCancellable',
        });
      }
      quotes.push({ quote: answer.value.refund, legIndexes: upstream.legIndexes });
    }
    const shipped = (await this.#deps.shipments.findByOrder(order.id)) !== null;
    const fullRefund = fullRefundLegs(await this.#deps.disruptions.ofOrder(order.id));
    const legs = waiveFees(quotes, fullRefund);
    return ok({ order, quote: cancellationQuote(legs, order.breakdown, shipped, linesOfOrder(order)) });
  }
}
