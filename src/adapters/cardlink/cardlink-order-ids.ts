import { randomBytes } from 'node:crypto';
import { normalizeReference, REFERENCE_ALPHABET } from '#domain/orders/order-reference.ts';

const SUFFIX_LENGTH = 6;
const ORDER_ID = new RegExp(`^([0-9A-Z]{16})x([0-9A-Z]{${SUFFIX_LENGTH}})$`);

/**
 * Cardlink refuses an order id it has seen before, and each attempt to pay an order is a new payment
 * there: the id is the reference without dashes, a lowercase `x` (outside the reference's alphabet) and a
 * random suffix, 23 characters, well inside Cardlink's limit of 50 and plain letters and digits.
 */
export function newOrderId(reference: string): string {
  const suffix = Array.from(randomBytes(SUFFIX_LENGTH), (byte) => REFERENCE_ALPHABET[byte % 32]).join('');
  return `${reference.replace(/-/g, '')}x${suffix}`;
}

/** The order reference an order id was made from; null for an id Kyma never makes. */
export function referenceOfOrderId(orderId: string): string | null {
  const match = ORDER_ID.exec(orderId);
  return match ? normalizeReference(match[1]!) : null;
}
