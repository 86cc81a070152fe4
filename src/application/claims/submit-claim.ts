import type { Refusal } from '#domain/errors/refusal.ts';
import { type CompensationClaim, claimDraft } from '#domain/passenger-rights/compensation-claim.ts';
import type { LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import { claimableCompensation, passengerRights } from '#domain/passenger-rights/passenger-rights.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { Clock } from '../ports/clock.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { FollowClaim } from './follow-claim.ts';

export interface SubmitClaimInput {
  access: OrderAccess;
  legIndex: number;
  /** The disruption claimed for (its event's id): one claim per order leg and disruption. */
  disruptionKey: string;
  facts: LegDisruptionFacts;
}

export interface SubmitClaimDeps {
  getOrder: GetOrder;
  claims: CompensationClaimRepository;
  followClaim: FollowClaim;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Claims the compensation a late arrival gives (Art. 19; decision 0070) for one leg of an order, prefilled
 * from the order, and sends it to the company. Submitting again answers the claim already made; a company
 * that does not answer now gets the claim from `AdvanceClaims` later.
 */
export class SubmitClaim {
  readonly #deps: SubmitClaimDeps;
  constructor(deps: SubmitClaimDeps) {
    this.#deps = deps;
  }

  async execute(input: SubmitClaimInput): Promise<Result<CompensationClaim, Refusal>> {
    const view = await this.#deps.getOrder.execute(input.access);
    if (!view.ok) return view;
    const { order } = view.value;
    const compensation = claimableCompensation(passengerRights(input.facts));
    const draft = compensation && claimDraft(order, input.legIndex, input.disruptionKey, compensation);
    if (!draft || draft.ticketNumbers.length === 0) return err({ code: 'noCompensationDue' });
    const claim = await this.#deps.claims.open({
      id: this.#deps.ids.next(),
      orderId: order.id,
      draft,
      at: this.#deps.clock.now(),
    });
    if (claim.claimCode) return ok(claim);
    const followed = await this.#deps.followClaim.execute({ claim, order });
    return ok(followed.ok ? followed.value : claim);
  }
}
