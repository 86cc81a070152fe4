import type { Result } from '#domain/shared/result.ts';
import type { LoyaltyCardCheck, LoyaltyCardValidation } from '../ports/ferry-discount-checks.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Asks the system that sells the trip whether a loyalty card is good for it (booking API `loyalty-validation`). */
export class ValidateLoyaltyCard {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(
    input: LoyaltyCardCheck & { agentName: string },
  ): Promise<Result<LoyaltyCardValidation, FerryError>> {
    const { agentName, ...check } = input;
    return this.deps.network.routeTo(
      'discountChecks',
      agentName,
      (checks, options) => checks.validateLoyaltyCard(check, options),
      {},
      'tripNotFound',
    );
  }
}
