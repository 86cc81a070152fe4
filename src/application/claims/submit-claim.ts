import type { Refusal } from '#domain/errors/refusal.ts';
import { careStillOffered } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { type CareExpenses, careClaim } from '#domain/passenger-rights/care-claim.ts';
import {
  type ClaimDraft,
  type CompensationClaim,
  careClaimDraft,
  claimDraft,
} from '#domain/passenger-rights/compensation-claim.ts';
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
  /** What the traveller spent while waiting: a care claim (decision 0089); without it, compensation. */
  care?: CareExpenses;
}

export interface SubmitClaimDeps {
  getOrder: GetOrder;
  claims: CompensationClaimRepository;
  followClaim: FollowClaim;
  ids: IdGenerator;
  clock: Clock;
}

/** The compensation claim the facts give, or the care claim for what was spent, or why there is none. */
function draftOf(order: Order, input: SubmitClaimInput): Result<ClaimDraft, Refusal> {
  const { legIndex, disruptionKey, facts, care } = input;
  if (care) {
    // Nobody waited for a sailing they were paid back for: the page no longer offers it, nor does this door.
    if (!careStillOffered(order, legIndex)) return err({ code: 'noCareDue' });
    const passengers = order.legs[legIndex]?.booking.passengers.length ?? 0;
    const capped = careClaim(facts, care, passengers);
    const draft = capped.amount > 0 && careClaimDraft(order, legIndex, disruptionKey, capped);
    return draft && draft.ticketNumbers.length > 0 ? ok(draft) : err({ code: 'noCareDue' });
  }
  const compensation = claimableCompensation(passengerRights(facts));
  const draft = compensation && claimDraft(order, legIndex, disruptionKey, compensation);
  return draft && draft.ticketNumbers.length > 0 ? ok(draft) : err({ code: 'noCompensationDue' });
}

/**
 * Claims the compensation a late arrival gives (Art. 19; decision 0070), or the care paid for while waiting
 * (Art. 17; decision 0089), for one leg of an order, prefilled from the order, and sends it to the company. Submitting again answers the claim already made; a company
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
    const draft = draftOf(order, input);
    if (!draft.ok) return draft;
    const claim = await this.#deps.claims.open({
      id: this.#deps.ids.next(),
      orderId: order.id,
      draft: draft.value,
      at: this.#deps.clock.now(),
    });
    if (claim.claimCode) return ok(claim);
    const followed = await this.#deps.followClaim.execute({ claim, order });
    return ok(followed.ok ? followed.value : claim);
  }
}
