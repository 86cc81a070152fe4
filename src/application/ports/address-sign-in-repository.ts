/** A sign-in link as it is stored: the token only as its hash (`SecretTokens.hash`). */
export interface NewAddressSignIn {
  id: string;
  email: string;
  reference: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/** The redeemed link: the address it proves and the booking it was asked for. */
export interface RedeemedSignIn {
  email: string;
  reference: string;
}

/** One-time sign-in links to a booking's address, and the browser proofs they become (decision 0065). */
export interface AddressSignInRepository {
  add(signIn: NewAddressSignIn): Promise<void>;
  /**
   * Redeems the link in one conditional write: only an unredeemed, unexpired token matches, so of two
   * concurrent redeems one wins. The winner stores the proof's hash and expiry; null for everyone else.
   */
  redeem(
    tokenHash: string,
    at: Date,
    proof: { hash: string; expiresAt: Date },
  ): Promise<RedeemedSignIn | null>;
  /** The address an unexpired proof stands for; null for an unknown or expired one. */
  addressOfProof(proofHash: string, at: Date): Promise<string | null>;
}
