import { fullRefundLegs, waiveFees } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { type CancellationQuote, cancellationQuote } from '#domain/orders/cancellation-quote.ts';
import { legCancellationKind } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CancelBookingLeg } from '../ferry/cancel-booking-leg.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import type { QuoteOrderCancellation } from './quote-order-cancellation.ts';
import { upstreamLegOf } from './upstream-bookings.ts';

export interface LegQuote {
  order: Order;
  quote: CancellationQuote;
  /** The last valid leg: cancelling it is cancelling the order. */
  wholeOrder: boolean;
}

export interface QuoteLegCancellationDeps {
  getOrder: GetOrder;
  cancelBookingLeg: CancelBookingLeg;
  /** The last valid leg is the whole order's cancellation. */
  quoteOrder: QuoteOrderCancellation;
  /** A leg the company cancelled refunds in full (decision 0076). */
  disruptions: DisruptionRepository;
}

/**
 * What cancelling one sailing of a ticketed order would give back (issue #25): the company's quote of that
 * leg alone, turned into what the traveller paid for it (`paidPerLeg`; the courier cost belongs to no leg).
 * The last valid leg is quoted as the whole order's cancellation. A leg the company cancelled, or whose
 * connection a disruption broke, keeps no fee (`waiveFees`, decision 0076).
 */
export class QuoteLegCancellation {
  readonly #deps: QuoteLegCancellationDeps;
  constructor(deps: QuoteLegCancellationDeps) {
    this.#deps = deps;
  }

  /**
   * Whether this sailing, cancelled alone, must be asked of its company by Kyma's desk: it is not the last
   * valid one (that is the order's cancellation) and the system that sold it cannot cancel one leg. The
   * order page offers the desk instead of a button for it, as `execute` refuses it.
   */
  onRequest(order: Order, legIndex: number): boolean {
    return (
      legCancellationKind(order, legIndex) === 'leg' &&
      !this.#deps.cancelBookingLeg.offeredBy(upstreamLegOf(order, legIndex).agentName)
    );
  }

  async execute(input: OrderAccess & { legIndex: number }): Promise<Result<LegQuote, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const kind = legCancellationKind(order, input.legIndex);
    if (kind === 'refused') return err({ code: 'orderNotCancellable' });
    if (kind === 'wholeOrder') {
      const whole = await this.#deps.quoteOrder.execute(input);
      return whole.ok ? ok({ ...whole.value, wholeOrder: true }) : whole;
    }
    // A system that cannot cancel one sailing alone is not asked: the company is, by the desk (decision 0121).
    if (this.onRequest(order, input.legIndex)) return err({ code: 'legCancellationOnRequest' });
    const atCompany = upstreamLegOf(order, input.legIndex);
    const answer = await this.#deps.cancelBookingLeg.execute({ ...atCompany, confirm: false });
    if (!answer.ok) {
      return err({
        code: answer.error.code === 'upstreamUnavailable' ? 'upstreamUnavailable' : 'orderNotCancellable',
      });
    }
    const fullRefund = fullRefundLegs(await this.#deps.disruptions.ofOrder(order.id));
    const legs = waiveFees([{ quote: answer.value.refund, legIndexes: [input.legIndex] }], fullRefund);
    return ok({
      order,
      quote: cancellationQuote(legs, order.breakdown, true, linesOfOrder(order)),
      wholeOrder: false,
    });
  }
}
