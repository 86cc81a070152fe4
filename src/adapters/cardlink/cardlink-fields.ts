import { createHash, timingSafeEqual } from 'node:crypto';
import type { Cents } from '#domain/money/cents.ts';

/**
 * The order of the fields in the digest of a payment request, as Cardlink documents it (redirect integration,
 * version 2); a field not sent is left out. Kyma sends only the ones it fills.
 */
export const REQUEST_FIELDS = [
  'version',
  'mid',
  'lang',
  'deviceCategory',
  'orderid',
  'orderDesc',
  'orderAmount',
  'currency',
  'payerEmail',
  'payerPhone',
  'billCountry',
  'billZip',
  'billCity',
  'billAddress',
  'weight',
  'dimensions',
  'shipCountry',
  'shipZip',
  'shipCity',
  'shipAddress',
  'addFraudScore',
  'maxPayRetries',
  'reject3dsU',
  'payMethod',
  'trType',
  'extInstallmentoffset',
  'extInstallmentperiod',
  'extRecurringfrequency',
  'extRecurringenddate',
  'blockScore',
  'cssUrl',
  'confirmUrl',
  'cancelUrl',
  'extTokenOptions',
  'extToken',
  'var1',
  'var2',
  'var3',
  'var4',
  'var5',
  'var6',
  'var7',
  'var8',
  'var9',
] as const;

/** The order of the fields in the digest of the answer Cardlink posts back to confirmUrl or cancelUrl. */
export const RESPONSE_FIELDS = [
  'version',
  'mid',
  'orderid',
  'status',
  'orderAmount',
  'currency',
  'paymentTotal',
  'message',
  'riskScore',
  'payMethod',
  'txId',
  'paymentRef',
  'extToken',
  'extTokenPanEnd',
  'extTokenExp',
] as const;

/**
 * base64(SHA-256(the values in order, then the shared secret)), Cardlink's digest of a form. The values are
 * joined with no separator because Cardlink defines the digest so (its redirect integration guide): the
 * bank computes the same string, so a separator would break every digest. The shift of text from one field
 * to the next that this allows cannot forge an answer here: Kyma believes only the fields it checks against
 * its own record (its `orderid`, the amount and currency of its payment attempt, the status), and a shifted
 * value changes those fields.
 */
export function cardlinkDigest(fields: Record<string, string>, order: readonly string[], secret: string) {
  const text = order.map((name) => fields[name] ?? '').join('') + secret;
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

export function digestMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Cardlink reads amounts as euros with a dot: 1029 cents is `10.29`. */
export const eurosText = (amount: Cents) =>
  `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/** `10.29`, `10.2` or `10` as cents, read from the text so no float rounds it; null when it is not an amount. */
export function centsOfEurosText(text: string): Cents | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
