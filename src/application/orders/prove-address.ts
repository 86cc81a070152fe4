import { isPlausibleSecret } from '#domain/orders/sign-in-link.ts';
import type { AddressSignInRepository } from '../ports/address-sign-in-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

export interface ProveAddressDeps {
  signIns: AddressSignInRepository;
  secrets: SecretTokens;
  clock: Clock;
}

/**
 * The address a browser's proof stands for (a redeemed sign-in link, decision 0065), while it lasts; null
 * for anything else. What a signed-in traveller's account address is to `GetOrder` and My trips.
 */
export class ProveAddress {
  readonly #deps: ProveAddressDeps;
  constructor(deps: ProveAddressDeps) {
    this.#deps = deps;
  }

  execute(input: { proof: string }): Promise<string | null> {
    if (!isPlausibleSecret(input.proof)) return Promise.resolve(null);
    return this.#deps.signIns.addressOfProof(this.#deps.secrets.hash(input.proof), this.#deps.clock.now());
  }
}
