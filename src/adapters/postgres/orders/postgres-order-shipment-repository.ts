import type { Knex } from 'knex';
import type { OrderShipment, OrderShipmentRepository } from '#application/ports/order-shipment-repository.ts';

interface ShipmentRow {
  order_id: string;
  courier: string;
  shipping_number: string;
  tracking_url: string | null;
  created_at: Date;
}

const toShipment = (row: ShipmentRow): OrderShipment => ({
  orderId: row.order_id,
  courier: row.courier,
  shippingNumber: row.shipping_number,
  trackingUrl: row.tracking_url,
  createdAt: new Date(row.created_at).toISOString(),
});

/** `order_shipments`, keyed by the order: the primary key is what keeps it at one voucher per order. */
export class PostgresOrderShipmentRepository implements OrderShipmentRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async findByOrder(orderId: string): Promise<OrderShipment | null> {
    const row = (await this.#knex('order_shipments').where({ order_id: orderId }).first()) as
      | ShipmentRow
      | undefined;
    return row ? toShipment(row) : null;
  }

  async record(shipment: OrderShipment): Promise<OrderShipment> {
    await this.#knex('order_shipments')
      .insert({
        order_id: shipment.orderId,
        courier: shipment.courier,
        shipping_number: shipment.shippingNumber,
        tracking_url: shipment.trackingUrl,
        created_at: shipment.createdAt,
      })
      .onConflict('order_id')
      .ignore();
    return (await this.findByOrder(shipment.orderId))!;
  }
}
