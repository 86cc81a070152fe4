import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenClaims, TokenSigner } from '#application/ports/token-signer.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'kyma';

/**
 * HMAC-signed JWTs. The algorithm is pinned on verification, so `alg: none` or a token signed with any other
 * algorithm is refused, and the purpose is the audience, so a token made for one use never passes as another.
 */
export class JoseTokenSigner implements TokenSigner {
  readonly #key: Uint8Array;

  constructor(deps: { secret: string }) {
    this.#key = new TextEncoder().encode(deps.secret);
  }

  async sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuer(ISSUER)
      .setAudience(claims.purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.#key);
  }

  async verify(token: string, purpose: TokenClaims['purpose']): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: purpose,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      });
      const sub = Number(payload.sub);
      if (!Number.isSafeInteger(sub) || sub <= 0 || !Number.isSafeInteger(payload.ver)) return null;
      return { sub, purpose, ver: payload.ver as number };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
