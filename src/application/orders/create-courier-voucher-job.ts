import type { Order } from '#domain/orders/order.ts';
import { ORDER_JOBS, orderJob, orderOfJob } from '../checkout/order-jobs.ts';
import { RetryLater } from '../jobs/retry-later.ts';
import type { Clock } from '../ports/clock.ts';
import type { Courier } from '../ports/courier.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';

/** The courier job a ticketed order needs: one when its tickets go by courier, none otherwise. */
export function courierVoucherJobs(
  order: Pick<Order, 'id' | 'delivery'>,
  ids: IdGenerator,
  at: Date,
): OutboxMessage[] {
  return order.delivery.receiveTicketsMethod === 'courier'
    ? [orderJob(ids.next(), ORDER_JOBS.createCourierVoucher, order.id, at)]
    : [];
}

export interface CreateCourierVoucherDeps {
  orders: OrderRepository;
  shipments: OrderShipmentRepository;
  courier: Courier;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.createCourierVoucher` (spec §7 `courier/createVoucher`): books the courier that carries a ticketed
 * order's tickets to the address the traveller gave, once. A job that runs again finds the shipping number
 * stored and does nothing; the order reference goes with the voucher, so a courier that knows it (the
 * sandbox) answers the same voucher if the process died between creating and storing it. An unanswering
 * courier is retried by the queue; a refusal (an address it cannot serve, an account problem) is logged for
 * staff, who send the tickets another way: retrying would be refused again.
 */
export function createCourierVoucherHandler(deps: CreateCourierVoucherDeps): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ['ticketed']);
    if (order?.delivery.receiveTicketsMethod !== 'courier') return;
    if (await deps.shipments.findByOrder(order.id)) return;
    const { delivery } = order;
    const created = await deps.courier.createVoucher({
      reference: order.reference,
      recipient: {
        name: delivery.name,
        address: delivery.address,
        zipCode: delivery.zipCode,
        city: delivery.city,
        prefecture: delivery.prefecture,
        telephone: delivery.telephone,
      },
    });
    if (!created.ok && created.error === 'unavailable')
      throw new RetryLater(`${deps.courier.name} did not answer for order ${order.reference}`);
    if (!created.ok) {
      deps.logger.error(
        { orderId: order.id, courier: deps.courier.name, error: created.error },
        'the courier refused the voucher: the tickets must be sent another way',
      );
      return;
    }
    const stored = await deps.shipments.record({
      orderId: order.id,
      courier: deps.courier.name,
      shippingNumber: created.value.shippingNumber,
      trackingUrl: created.value.trackingUrl ?? null,
      createdAt: deps.clock.now().toISOString(),
    });
    if (stored.shippingNumber !== created.value.shippingNumber)
      deps.logger.warn(
        { orderId: order.id, kept: stored.shippingNumber, extra: created.value.shippingNumber },
        'two jobs created a courier voucher for one order: cancel the extra one at the courier',
      );
  };
}
