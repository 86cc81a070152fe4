import type { Refusal } from '#domain/errors/refusal.ts';
import { addressProofExpiry, isPlausibleSecret } from '#domain/orders/sign-in-link.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AddressSignInRepository } from '../ports/address-sign-in-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

/** What the browser keeps after redeeming a link: the proof of the address, and the booking to open. */
export interface AddressProof {
  proof: string;
  expiresAt: Date;
  reference: string;
}

export interface RedeemSignInLinkDeps {
  signIns: AddressSignInRepository;
  secrets: SecretTokens;
  clock: Clock;
}

/**
 * Opening a sign-in link (decision 0065): a token that is genuine, unexpired and unused becomes a fresh
 * proof of the address for this browser. It works once: a second open, concurrent or later, is refused.
 */
export class RedeemSignInLink {
  readonly #deps: RedeemSignInLinkDeps;
  constructor(deps: RedeemSignInLinkDeps) {
    this.#deps = deps;
  }

  async execute(input: { token: string }): Promise<Result<AddressProof, Refusal>> {
    if (!isPlausibleSecret(input.token)) return err({ code: 'signInLinkInvalid' });
    const now = this.#deps.clock.now();
    const proof = this.#deps.secrets.create();
    const expiresAt = addressProofExpiry(now);
    const redeemed = await this.#deps.signIns.redeem(this.#deps.secrets.hash(input.token), now, {
      hash: this.#deps.secrets.hash(proof),
      expiresAt,
    });
    if (!redeemed) return err({ code: 'signInLinkInvalid' });
    return ok({ proof, expiresAt, reference: redeemed.reference });
  }
}
