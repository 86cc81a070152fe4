import type { Order, OrderTicket } from '#domain/orders/order.ts';
import { ORDER_JOBS, orderJob, orderOfJob } from '../checkout/order-jobs.ts';
import type { FinalizeBooking } from '../ferry/finalize-booking.ts';
import { RetryLater } from '../jobs/retry-later.ts';
import { marketingMessage } from '../marketing/marketing-job.ts';
import { purchaseEvent } from '../marketing/order-marketing-events.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository } from '../ports/coupon-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { courierVoucherJobs } from './create-courier-voucher-job.ts';
import { type Settlement, settleAuthorisation } from './settle-authorisation.ts';
import { upstreamBookingsOf } from './upstream-bookings.ts';

/** The purchase marketing event, only for an order whose traveller allowed marketing. */
function purchaseMessages(ids: IdGenerator, order: Order, at: Date) {
  const event = purchaseEvent(order, at);
  return event ? [marketingMessage(ids.next(), at, event)] : [];
}

export interface IssueTicketsDeps {
  orders: OrderRepository;
  finalizeBooking: FinalizeBooking;
  coupons: CouponRepository;
  /** The card providers, to capture an authorised payment for what was issued (decision 0127). */
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/** What the companies issued: the tickets, the legs they are for, and the first refusal, if any. */
interface Issued {
  tickets: OrderTicket[];
  legs: number[];
  refused: { upstream: string; code: string } | null;
}

const byLegAndPassenger = (tickets: OrderTicket[]) =>
  [...tickets].sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex);

/**
 * Finalizes every upstream booking in turn, up to the first that refuses (the ones after it are not asked:
 * their holds lapse). Finalizing is idempotent at the upstream, so a run again after a crash issues nothing
 * twice.
 */
async function issueEach(deps: IssueTicketsDeps, order: Order): Promise<Issued> {
  const issued: Issued = { tickets: [], legs: [], refused: null };
  for (const upstream of upstreamBookingsOf(order)) {
    const finalized = await deps.finalizeBooking.execute({
      orderCode: upstream.orderCode,
      agentName: upstream.agentName,
    });
    if (!finalized.ok && finalized.error.code === 'upstreamUnavailable') {
      throw new RetryLater(`${upstream.agentName}: ${finalized.error.message}`);
    }
    if (!finalized.ok) {
      issued.refused = { upstream: upstream.agentName, code: finalized.error.code };
      return issued;
    }
    issued.legs.push(...upstream.legIndexes);
    for (const ticket of finalized.value.tickets) {
      issued.tickets.push({
        legIndex: upstream.legIndexes[ticket.legIndex] ?? ticket.legIndex,
        passengerIndex: ticket.passengerIndex,
        ticketNumber: ticket.ticketNumber,
      });
    }
  }
  return issued;
}

/**
 * A company refused: the order needs attention. A sale's money goes back whole (decision 0012); an
 * authorisation is captured for the legs issued before the refusal, the rest let go (decision 0127), and
 * the issued legs' tickets are kept on the order for staff.
 */
async function refuseTicketing(deps: IssueTicketsDeps, order: Order, issued: Issued) {
  const settled = await settleAuthorisation(deps, order, issued.legs);
  const now = deps.clock.now();
  deps.logger.error({ orderId: order.id, error: issued.refused }, 'paid order could not be ticketed');
  await deps.orders.transition({
    orderId: order.id,
    from: ['paid'],
    to: 'needsAttention',
    cause: { code: 'ticketingRefused', values: { ...issued.refused! } },
    at: now,
    ...(settled.outcome === 'charged'
      ? { outbox: [orderJob(deps.ids.next(), ORDER_JOBS.refund, order.id, now)] }
      : { patch: { tickets: byLegAndPassenger(issued.tickets) } }),
  });
}

/** Issued, and the provider would not capture: the order needs a person, with its tickets. */
async function captureRefused(
  deps: IssueTicketsDeps,
  order: Order,
  issued: Issued,
  settled: Extract<Settlement, { outcome: 'refused' }>,
) {
  await deps.orders.transition({
    orderId: order.id,
    from: ['paid'],
    to: 'needsAttention',
    cause: {
      code: 'captureRefused',
      values: { provider: settled.payment.provider, payment: settled.payment.providerPaymentId },
    },
    at: deps.clock.now(),
    patch: { tickets: byLegAndPassenger(issued.tickets) },
  });
}

/**
 * `order.issueTickets`: finalizes every upstream booking of a paid order, takes the money for what was issued
 * when the payment was only authorised (decision 0127), and records its tickets. A job that ran halfway
 * before its process died simply runs again: finalizing and capturing are idempotent. An upstream that
 * refuses (the hold lapsed, the booking is gone) leaves the order needing attention (`refuseTicketing`).
 */
export function issueTicketsHandler(deps: IssueTicketsDeps): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['paid']);
    if (!order) return;
    // Paid: the coupon's use, if any, is spent for good (repeating it is harmless).
    await deps.coupons.redeem(order.id, deps.clock.now());
    const issued = await issueEach(deps, order);
    if (issued.refused) return refuseTicketing(deps, order, issued);
    const settled = await settleAuthorisation(deps, order, 'all');
    if (settled.outcome === 'refused') return captureRefused(deps, order, issued, settled);
    const now = deps.clock.now();
    await deps.orders.transition({
      orderId: order.id,
      from: ['paid'],
      to: 'ticketed',
      cause: { code: 'ticketsIssued' },
      at: now,
      patch: { tickets: byLegAndPassenger(issued.tickets) },
      outbox: [
        // The document's report first, so the e-mail usually carries its MARK; it waits for nothing.
        orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, now),
        orderJob(deps.ids.next(), ORDER_JOBS.sendConfirmation, order.id, now),
        ...(order.paymentMethod === 'creditLimit'
          ? [orderJob(deps.ids.next(), ORDER_JOBS.sendAgencyCopy, order.id, now)]
          : []),
        ...courierVoucherJobs(order, deps.ids, now),
        ...purchaseMessages(deps.ids, order, now),
      ],
    });
  };
}
