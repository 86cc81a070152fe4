import { createHash } from 'node:crypto';

/**
 * Kyma's refund key (`refundKey`: refund id and payment id) in the form a provider's reference field takes:
 * `prefix` and 32 hex digits of its SHA-256, letters and digits only and short enough for Viva's
 * `merchantTrns` and Cardlink's `messageId`; the same key always gives the same text.
 */
export function providerRefundKey(key: string, prefix = 'R'): string {
  return `${prefix}${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 32)}`;
}
