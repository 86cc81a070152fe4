import type { Order } from '#domain/orders/order.ts';
import { type RefundTrack, refundTracks } from '#domain/refunds/order-refunds.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

/** Every refund of an order with its steps, from wherever each is kept (decision 0075). */
export async function refundTracksOf(
  deps: { orders: OrderRepository; refunds: OrderRefundRepository },
  order: Order,
): Promise<RefundTrack[]> {
  const [staff, attempts] = await Promise.all([
    deps.refunds.list(order.id),
    deps.orders.paymentAttempts(order.id),
  ]);
  return refundTracks(
    order,
    staff,
    attempts.filter((attempt) => attempt.surplus),
  );
}
