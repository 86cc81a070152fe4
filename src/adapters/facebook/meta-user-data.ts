import { createHash } from 'node:crypto';
import type { MarketingCustomer, MarketingOrigin } from '#domain/marketing/marketing-event.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Meta's normalisation before hashing (Conversions API "Customer Information Parameters"): e-mail trimmed
 * and lowercased; phone as digits only with its country code and no leading zeros; names lowercased
 * without punctuation; country as the lowercased two-letter code. Empty after normalising means absent.
 */
const normalize = {
  email: (value: string) => value.trim().toLowerCase(),
  phone: (value: string) => value.replace(/\D/g, '').replace(/^0+/, ''),
  name: (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/[\p{P}\p{S}\s]/gu, ''),
  country: (value: string) => value.trim().toLowerCase(),
};

function hashed(value: string | undefined, normalizer: (value: string) => string): string[] | undefined {
  const normal = value === undefined ? '' : normalizer(value);
  return normal ? [sha256(normal)] : undefined;
}

/** The `user_data` object: the browser as it is (Meta wants IP and user agent unhashed), identity hashed. */
export function metaUserData(origin: MarketingOrigin, customer: MarketingCustomer | undefined) {
  const userData = {
    client_ip_address: origin.ipAddress || undefined,
    client_user_agent: origin.userAgent || undefined,
    fbp: origin.fbp,
    fbc: origin.fbc,
    em: hashed(customer?.email, normalize.email),
    ph: hashed(customer?.phone, normalize.phone),
    fn: hashed(customer?.firstName, normalize.name),
    ln: hashed(customer?.lastName, normalize.name),
    country: hashed(customer?.country, normalize.country),
  };
  return Object.fromEntries(Object.entries(userData).filter(([, value]) => value !== undefined));
}
