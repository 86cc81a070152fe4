import type { TokenClaims, TokenSigner } from '#application/ports/token-signer.ts';

/**
 * Signs with JWT_SECRET, or with the key kept in the database; that key can only be read once the
 * migrations ran, so the signer is ready after `prepareStorage`.
 */
export class DeferredTokenSigner implements TokenSigner {
  #signer: TokenSigner | undefined;

  ready(signer: TokenSigner) {
    this.#signer = signer;
  }

  #current(): TokenSigner {
    if (!this.#signer) throw new Error('the token signer is used before storage was prepared');
    return this.#signer;
  }

  sign(claims: TokenClaims, ttlSeconds: number) {
    return this.#current().sign(claims, ttlSeconds);
  }

  verify(token: string, purpose: TokenClaims['purpose']) {
    return this.#current().verify(token, purpose);
  }
}
