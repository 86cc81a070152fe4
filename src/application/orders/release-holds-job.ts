import { orderOfJob } from '../checkout/order-jobs.ts';
import type { FailBooking } from '../ferry/fail-booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { CouponRepository } from '../ports/coupon-repository.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { upstreamBookingsOf } from './upstream-bookings.ts';

/**
 * `order.releaseHolds`: a failed or expired order gives its places back at once rather than when the hold
 * lapses, and its coupon use back to the coupon. Releasing twice is harmless at the upstream; an upstream that does not answer is asked again.
 */
export function releaseHoldsHandler(deps: {
  orders: OrderRepository;
  failBooking: FailBooking;
  coupons: CouponRepository;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['failed', 'expired']);
    if (!order) return;
    await deps.coupons.release(order.id, deps.clock.now());
    for (const upstream of upstreamBookingsOf(order)) {
      const released = await deps.failBooking.execute({
        orderCode: upstream.orderCode,
        agentName: upstream.agentName,
      });
      if (!released.ok && released.error.code === 'upstreamUnavailable')
        throw new Error(released.error.message);
      if (!released.ok)
        deps.logger.info({ orderId: order.id, error: released.error }, 'hold already gone at the upstream');
    }
  };
}
