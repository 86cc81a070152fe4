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
import { courierVoucherJobs } from './create-courier-voucher-job.ts';
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
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.issueTickets`: finalizes every upstream booking of a paid order and records its tickets. Finalizing
 * is idempotent at the upstream, so a job that ran halfway before its process died simply runs again. An
 * upstream that refuses (the hold lapsed, the booking is gone) leaves the traveller paid without tickets:
 * the order needs attention and the money goes back (decision 0012).
 */
export function issueTicketsHandler(deps: IssueTicketsDeps): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['paid']);
    if (!order) return;
    // Paid: the coupon's use, if any, is spent for good (repeating it is harmless).
    await deps.coupons.redeem(order.id, deps.clock.now());
    const tickets: OrderTicket[] = [];
    for (const upstream of upstreamBookingsOf(order)) {
      const finalized = await deps.finalizeBooking.execute({
        orderCode: upstream.orderCode,
        agentName: upstream.agentName,
      });
      if (!finalized.ok && finalized.error.code === 'upstreamUnavailable') {
        throw new RetryLater(`${upstream.agentName}: ${finalized.error.message}`);
      }
      if (!finalized.ok) {
        const now = deps.clock.now();
        deps.logger.error({ orderId: order.id, error: finalized.error }, 'paid order could not be ticketed');
        await deps.orders.transition({
          orderId: order.id,
          from: ['paid'],
          to: 'needsAttention',
          cause: {
            code: 'ticketingRefused',
            values: { upstream: upstream.agentName, code: finalized.error.code },
          },
          at: now,
          outbox: [orderJob(deps.ids.next(), ORDER_JOBS.refund, order.id, now)],
        });
        return;
      }
      for (const ticket of finalized.value.tickets) {
        tickets.push({
          legIndex: upstream.legIndexes[ticket.legIndex] ?? ticket.legIndex,
          passengerIndex: ticket.passengerIndex,
          ticketNumber: ticket.ticketNumber,
        });
      }
    }
    const now = deps.clock.now();
    await deps.orders.transition({
      orderId: order.id,
      from: ['paid'],
      to: 'ticketed',
      cause: { code: 'ticketsIssued' },
      at: now,
      patch: {
        tickets: tickets.sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex),
      },
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
