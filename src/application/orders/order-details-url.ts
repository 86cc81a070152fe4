import type { Order } from '#domain/orders/order.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';

/** "My booking" for this order, in its language, as the voucher and the order e-mails print it. */
export function orderDetailsUrl(publicUrl: string, order: Pick<Order, 'locale' | 'reference'>): string {
  return `${publicUrl}${orderDetailsPath(order.locale, order.reference)}`;
}
