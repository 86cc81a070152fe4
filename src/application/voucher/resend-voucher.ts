import type { FindBookingRequest } from '#domain/orders/find-booking-schema.ts';
import type { Order } from '#domain/orders/order.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import type { FindBooking, FindBookingFailure } from '../orders/find-booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';

/** A traveller who lost the e-mail needs it once or twice; more would let a stranger flood their inbox. */
const VOUCHER_RESEND_LIMIT: RateLimit = {
  name: 'voucher-resend-order',
  points: 3,
  durationSeconds: 60 * 60,
};

export interface ResendVoucherDeps {
  findBooking: FindBooking;
  outbox: OutboxRepository;
  limiter: RateLimiter;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * "Send the voucher again" for someone who knows the reference and the leader's e-mail (decision 0016):
 * the voucher goes to the booking's own address, never to the browser that asked, as the same
 * confirmation job the ticketing queues (a new job id, so the e-mail log lets it go out once). Answers the
 * order masked, as `FindBooking` does.
 */
export class ResendVoucher {
  readonly #deps: ResendVoucherDeps;
  constructor(deps: ResendVoucherDeps) {
    this.#deps = deps;
  }

  async execute(input: FindBookingRequest & { ip: string }): Promise<Result<Order, FindBookingFailure>> {
    const found = await this.#deps.findBooking.execute(input);
    if (!found.ok) return found;
    const order = found.value;
    if (!hasTickets(order.status)) return err({ code: 'reservationNotFound' });
    const limit = await this.#deps.limiter.consume(VOUCHER_RESEND_LIMIT, order.id);
    if (!limit.allowed) return err({ code: 'tooManyRequests' });
    const now = this.#deps.clock.now();
    await this.#deps.outbox.add(orderJob(this.#deps.ids.next(), ORDER_JOBS.sendConfirmation, order.id, now));
    return ok(order);
  }
}
