import { randomBytes } from 'node:crypto';
import { normalizeReference, REFERENCE_ALPHABET } from '#domain/orders/order-reference.ts';

const SUFFIX_LENGTH = 6;
const ORDER_ID = new RegExp(`^([0-9A-Z]{16})([xp])([0-9A-Z]{${SUFFIX_LENGTH}})$`);

/**
 * Cardlink refuses an order id it has seen before, and each attempt to pay an order is a new payment
 * there: the id is the reference without dashes, a lowercase `x` (outside the reference's alphabet; `p` for a
 * pre-authorisation, decision 0127) and a random suffix, 23 characters, well inside Cardlink's limit of 50
 * and plain letters and digits.
 */
export function newOrderId(reference: string, preAuth = false): string {
  const suffix = Array.from(randomBytes(SUFFIX_LENGTH), (byte) => REFERENCE_ALPHABET[byte % 32]).join('');
  return `${reference.replace(/-/g, '')}${preAuth ? 'p' : 'x'}${suffix}`;
}

/** Whether Kyma made this order id for a pre-authorisation (signed into the VPOS's answer with it). */
export function isPreAuthOrderId(orderId: string): boolean {
  return ORDER_ID.exec(orderId)?.[2] === 'p';
}

/** The order reference an order id was made from; null for an id Kyma never makes. */
export function referenceOfOrderId(orderId: string): string | null {
  const match = ORDER_ID.exec(orderId);
  return match ? normalizeReference(match[1]!) : null;
}
