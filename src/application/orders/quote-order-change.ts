import { requestsOf } from '#domain/booking/assistance.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { addedItemLines } from '#domain/orders/added-items.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeChargeLines } from '#domain/orders/order-change.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { QuoteBookingChange } from '../ferry/quote-booking-change.ts';
import type { ChangeQuote, ChangeRequest } from '../ports/ferry-changes.ts';
import { correctedType, quoteFitsType, typeNotCorrected } from './correction-facts.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import { upstreamBookingsOf } from './upstream-bookings.ts';

/** A change to one of the order's legs, as the traveller asks it: the order's own leg index. */
export type OrderChangeRequest = ChangeRequest extends infer R
  ? R extends ChangeRequest
    ? Omit<R, 'orderCode'>
    : never
  : never;

/** The company's quote on the order's terms: the leg is the order's, the figures the company's. */
export type OrderChangeQuote = Pick<ChangeQuote, 'kind' | 'fareDifference' | 'fee' | 'total'> & {
  legIndex: number;
};

/** Refusals a company gives for a change that are the traveller's to read, as they are. */
const COMPANY_REFUSALS = new Set([
  'changeTooLate',
  'changeSameCompanyOnly',
  'changeNotOffered',
  'tripNotFound',
  'invalidRequest',
  'upstreamUnavailable',
]);

/**
 * What a correction, another sailing or an addition on one leg of a ticketed order would cost, asked of the
 * company that sold the leg (issue #25 points 4–6: quote first), or why it refuses. Nothing is held.
 */
export class QuoteOrderChange {
  readonly #deps: { getOrder: GetOrder; quoteBookingChange: QuoteBookingChange };
  constructor(deps: { getOrder: GetOrder; quoteBookingChange: QuoteBookingChange }) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { change: OrderChangeRequest },
  ): Promise<Result<{ order: Order; quote: OrderChangeQuote; lines: ChargeLine[] }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const quoted = await this.#asked(order, input.change);
    if (!quoted.ok) return quoted;
    const lines = orderChangeLines(order, input.change.legIndex, quoted.value, '');
    return ok({ order, quote: orderQuote(input.change.legIndex, quoted.value), lines });
  }

  /**
   * Whether a leg's changes go through the company's desk: the system that sold it changes nothing online.
   * The order page offers the desk instead of the change buttons, as `execute` refuses it.
   */
  onRequest(order: Order, legIndex: number): boolean {
    const leg = order.legs[legIndex];
    return leg !== undefined && !this.#deps.quoteBookingChange.offeredBy(leg.agentName);
  }

  /** The quote for an order already opened with the traveller's proof. */
  async quoteFor(order: Order, change: OrderChangeRequest): Promise<Result<OrderChangeQuote, Refusal>> {
    const quoted = await this.#asked(order, change);
    return quoted.ok ? ok(orderQuote(change.legIndex, quoted.value)) : quoted;
  }

  async #asked(order: Order, change: OrderChangeRequest): Promise<Result<ChangeQuote, Refusal>> {
    if (this.onRequest(order, change.legIndex)) return err({ code: 'changeOnRequest' });
    const request = companyChangeRequest(order, change);
    if (!request) return err({ code: 'orderNotChangeable' });
    const expected = correctedType(order, change);
    if (!expected.ok) return expected;
    const quoted = await this.#deps.quoteBookingChange.execute(request);
    if (!quoted.ok) return err(travellerRefusal(quoted.error.code));
    return quoteFitsType(quoted.value, expected.value) ? quoted : err(typeNotCorrected);
  }
}

function orderQuote(legIndex: number, { kind, fareDifference, fee, total }: ChangeQuote): OrderChangeQuote {
  return { kind, legIndex, fareDifference, fee, total };
}

/**
 * The lines a change adds to the order's record of money, from the company's quote: an addition's vehicles,
 * trailers and pets each on a line of its own as the company priced them, then the rest and the fee.
 */
export function orderChangeLines(
  order: Order,
  legIndex: number,
  quote: ChangeQuote,
  code: string,
): ChargeLine[] {
  const leg = order.legs[legIndex];
  const added =
    quote.kind === 'addition' && leg
      ? addedItemLines(legIndex, leg.booking, {
          pricing: quote.leg.pricing,
          vehicles: quote.leg.request.vehicles,
          pets: quote.leg.request.pets,
        })
      : [];
  return changeChargeLines(legIndex, quote, code, added);
}

/**
 * The change as the company that sold the leg is asked it (its booking, its leg index), or null when the
 * order has no tickets to change or no such leg. Another sailing carries each passenger's assistance request
 * as the order holds it, so the company hears of it with the new sailing (Reg. 1177/2010 Art. 12, decision
 * 0091).
 */
export function companyChangeRequest(
  order: Order,
  change: OrderChangeRequest,
): (ChangeRequest & { agentName: string }) | null {
  const upstream = upstreamBookingsOf(order).find((booking) => booking.legIndexes.includes(change.legIndex));
  const leg = order.legs[change.legIndex];
  if (!hasTickets(order.status) || !upstream || !leg) return null;
  return {
    ...change,
    ...(change.kind === 'sailing' && { assistance: requestsOf(leg.booking.passengers) }),
    orderCode: upstream.orderCode,
    legIndex: upstream.legIndexes.indexOf(change.legIndex),
    agentName: upstream.agentName,
  } as ChangeRequest & { agentName: string };
}

/** A company's refusal as the traveller reads it: its own words when they are the traveller's to read. */
export function travellerRefusal(code: string): Refusal {
  return { code: COMPANY_REFUSALS.has(code) ? code : 'orderNotChangeable' } as Refusal;
}
