/**
 * The one-time sign-in link to a booking's address (decision 0065): short enough that a forwarded or
 * leaked e-mail soon stops working, long enough to reach the inbox and click.
 */
export const SIGN_IN_LINK_MINUTES = 30;

/** What the redeemed link leaves in that browser: the booking's day, not a standing account. */
const ADDRESS_PROOF_HOURS = 12;

export function signInLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
}

export function addressProofExpiry(now: Date): Date {
  return new Date(now.getTime() + ADDRESS_PROOF_HOURS * 3_600_000);
}

/** Links and proofs are opaque random strings of `SecretTokens.create`; anything far longer is not one. */
export function isPlausibleSecret(secret: string): boolean {
  return secret.length > 0 && secret.length <= 100;
}

/** The parts of the booking's page a link may land on (`?to=`); anything else lands on its top. */
const ORDER_PAGE_SECTIONS = ['disruption', 'change'] as const;
export type OrderPageSection = (typeof ORDER_PAGE_SECTIONS)[number];

export function orderPageSection(value: string | null): OrderPageSection | null {
  return ORDER_PAGE_SECTIONS.find((section) => section === value) ?? null;
}
