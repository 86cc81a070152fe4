/** Unguessable public order references (80 random bits, see `#domain/orders/order-reference.ts`). */
export interface OrderReferences {
  next(): string;
}
