import type { OrderChange } from '#domain/orders/order-change.ts';

/** Changes to an order's legs (decision 0068), at most one open per leg. */
export interface OrderChangeRepository {
  /**
   * Records a held change unless the leg already has one open: then that one is answered and `recorded` is
   * false (the caller releases what it held for nothing). Checked by the database, so two at once cannot both
   * record.
   */
  record(change: OrderChange): Promise<{ change: OrderChange; recorded: boolean }>;
  /** The leg's open change, if any. */
  openOn(orderId: string, legIndex: number): Promise<OrderChange | null>;
  /** Moves a held change whose hold lapsed by `now` to `expired`; false if it was not (or no longer) so. */
  expire(id: string, now: Date): Promise<boolean>;
}
