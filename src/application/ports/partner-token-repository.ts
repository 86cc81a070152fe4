import type { PartnerScope, PartnerToken } from '#domain/partners/partner-scopes.ts';

/** A partner's API tokens, kept by their digest (decision 0128). */
export interface PartnerTokenRepository {
  add(token: {
    id: string;
    userId: number;
    name: string;
    scopes: PartnerScope[];
    hash: string;
    lastFour: string;
    at: Date;
  }): Promise<void>;
  listOf(userId: number): Promise<PartnerToken[]>;
  /** Revokes one of the user's own tokens; false when it is not theirs or already revoked. */
  revoke(input: { userId: number; id: string; at: Date }): Promise<boolean>;
  /** The holder and scopes of a token not revoked, by its digest; marks it used at `at`. */
  holderOf(hash: string, at: Date): Promise<{ userId: number; scopes: PartnerScope[] } | null>;
}
