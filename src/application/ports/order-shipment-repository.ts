/** The courier voucher an order's tickets travel with: one per order. */
export interface OrderShipment {
  orderId: string;
  /** The courier adapter's name (`sandbox`, `acs`). */
  courier: string;
  shippingNumber: string;
  trackingUrl: string | null;
  createdAt: string;
}

export interface OrderShipmentRepository {
  findByOrder(orderId: string): Promise<OrderShipment | null>;
  /**
   * Stores the order's shipment unless it already has one, and answers the one stored: of two jobs racing,
   * both get the first one's number back.
   */
  record(shipment: OrderShipment): Promise<OrderShipment>;
}
