/** What a signed token says. `purpose` keeps an activation link from ever working as an access token. */
export interface TokenClaims {
  sub: number;
  purpose: 'access' | 'activation' | 'passwordReset';
  /** The user's token version when the token was made; a password change bumps it and voids older tokens. */
  ver: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a genuine, unexpired token made for `purpose`; null for anything else. */
  verify(token: string, purpose: TokenClaims['purpose']): Promise<TokenClaims | null>;
}
