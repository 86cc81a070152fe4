import { legDisruptionFacts } from '#domain/disruptions/leg-facts.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { CareExpenses } from '#domain/passenger-rights/care-claim.ts';
import type { CompensationClaim } from '#domain/passenger-rights/compensation-claim.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { SubmitClaim } from '../claims/submit-claim.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { ListOrderDisruptions } from './list-order-disruptions.ts';

export interface ClaimDisruptionCompensationDeps {
  getOrder: GetOrder;
  listOrderDisruptions: ListOrderDisruptions;
  submitClaim: SubmitClaim;
}

/**
 * "Submit the claim" beside a late sailing on the order page (issue #26 point 4), or "Claim care expenses"
 * with what the traveller spent (`care`, decision 0089): the facts are those of the event recorded on the
 * order (`legDisruptionFacts`), never the browser's; the claim is `SubmitClaim`'s, prefilled from the order,
 * under the event's id.
 */
export class ClaimDisruptionCompensation {
  readonly #deps: ClaimDisruptionCompensationDeps;
  constructor(deps: ClaimDisruptionCompensationDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { legIndex: number; disruptionKey: string; care?: CareExpenses },
  ): Promise<Result<CompensationClaim, Refusal>> {
    const { legIndex, disruptionKey, care, ...access } = input;
    const found = await this.#deps.getOrder.execute(access);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const recorded = await this.#deps.listOrderDisruptions.execute({ orderId: order.id });
    const entry = recorded.find(
      (each) => each.disruption.id === disruptionKey && each.legs.includes(legIndex),
    );
    const told = recorded.map((each) => each.disruption);
    const asRecorded = entry?.sailings.find((sailing) => sailing.legIndex === legIndex)?.asRecorded;
    const facts = entry && legDisruptionFacts(order, legIndex, entry.disruption, told, asRecorded);
    if (!facts) return err({ code: care ? 'noCareDue' : 'noCompensationDue' });
    return this.#deps.submitClaim.execute({ access, legIndex, disruptionKey, facts, care });
  }
}
