import type { CompensationClaim } from '#domain/passenger-rights/compensation-claim.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { FollowClaim } from './follow-claim.ts';

export interface AdvanceClaimsDeps {
  claims: CompensationClaimRepository;
  orders: OrderRepository;
  followClaim: FollowClaim;
  logger: Logger;
}

/**
 * The claims sweep (decision 0070): every claim not yet paid or refused is looked at with its company —
 * sent if it never reached it, else asked where it stands — and each new step is recorded and told once.
 * Safe in several processes at once: a step is recorded by the run that saw the steps as they were.
 */
export class AdvanceClaims {
  readonly #deps: AdvanceClaimsDeps;
  constructor(deps: AdvanceClaimsDeps) {
    this.#deps = deps;
  }

  async execute(input: { batchSize: number }): Promise<number> {
    const open = await this.#deps.claims.listOpen(input.batchSize);
    let moved = 0;
    for (const claim of open) if (await this.#advance(claim)) moved += 1;
    return moved;
  }

  async #advance(claim: CompensationClaim): Promise<boolean> {
    const order = await this.#deps.orders.findById(claim.orderId);
    if (!order) return false;
    const followed = await this.#deps.followClaim.execute({ claim, order });
    if (!followed.ok) {
      this.#deps.logger.warn({ claimId: claim.id, code: followed.error.code }, 'claim not followed up');
      return false;
    }
    return followed.value.steps.length > claim.steps.length;
  }
}
