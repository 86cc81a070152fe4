import { randomBytes } from 'node:crypto';
import type { OrderReferences } from '#application/ports/order-references.ts';
import { referenceFromBytes } from '#domain/orders/order-reference.ts';

export const randomOrderReferences: OrderReferences = {
  next: () => referenceFromBytes(randomBytes(10)),
};
