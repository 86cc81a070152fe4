/**
 * What a partner's API token may do (decision 0128): read its orders and the network, book (hold, place, pay
 * on credit), and the after-sale (change, cancel, claim). A token holds one or more; each endpoint needs one.
 */
export const PARTNER_SCOPES = ['read', 'book', 'afterSale'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** A partner token as sent: the prefix tells it from an access token (a JWT) before anything is looked up. */
export const PARTNER_TOKEN_PREFIX = 'kyma_';

export const isPartnerToken = (token: string) => token.startsWith(PARTNER_TOKEN_PREFIX);

/** A token's name is for its holder to tell tokens apart on their page. */
export const PARTNER_TOKEN_NAME_MAX = 80;

/** A token as its holder's page lists it: never the token itself, which is shown once when made. */
export interface PartnerToken {
  id: string;
  name: string;
  scopes: PartnerScope[];
  lastFour: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
