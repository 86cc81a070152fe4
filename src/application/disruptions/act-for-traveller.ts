import type { Actor, Principal } from '#domain/auth/principal.ts';
import type { Order } from '#domain/orders/order.ts';
import type { CareExpenses } from '#domain/passenger-rights/care-claim.ts';
import { err, ok } from '#domain/shared/result.ts';
import { type BackOfficeResult, staffWith } from '../back-office/staff-access.ts';
import type { FollowClaim } from '../claims/follow-claim.ts';
import { ferryRefusal } from '../ferry/ferry-network.ts';
import type { QuoteLegCancellation } from '../orders/quote-leg-cancellation.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { ClaimDisruptionCompensation } from './claim-disruption-compensation.ts';
import type { TakeDisruptionRefund } from './take-disruption-refund.ts';

export interface ActForTravellerDeps {
  orders: OrderRepository;
  quote: QuoteLegCancellation;
  takeRefund: TakeDisruptionRefund;
  claims: CompensationClaimRepository;
  followClaim: FollowClaim;
  claimDisruption: ClaimDisruptionCompensation;
  audit: AuditLog;
  clock: Clock;
}

/**
 * What staff do for a traveller from the desk: take the full refund of a leg, press a claim on, or file the
 * traveller's care expenses for a leg the disruption touched (decision 0089).
 */
type DeskAction =
  | { kind: 'refund'; legIndex: number }
  | { kind: 'advanceClaim'; claimId: string }
  | { kind: 'careClaim'; legIndex: number; disruptionKey: string; care: CareExpenses };

/**
 * Staff act for a traveller on the disruptions desk (issue #26 point 6): the same full refund the traveller
 * has one click away (`TakeDisruptionRefund`, the choice recorded under the staff member's address), a
 * claim asked of its company now rather than at the next sweep (`FollowClaim`), or a care claim filed as the
 * traveller would (`ClaimDisruptionCompensation`). Audited each time.
 */
export class ActForTraveller {
  readonly #deps: ActForTravellerDeps;
  constructor(deps: ActForTravellerDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    action: DeskAction;
  }): Promise<BackOfficeResult<null>> {
    const staff = staffWith(input.actor, 'actForTraveller');
    if (!staff.ok) return staff;
    const order = /^[0-9a-f-]{36}$/i.test(input.orderId)
      ? await this.#deps.orders.findById(input.orderId)
      : null;
    if (!order) return err({ code: 'notFound' });
    const done = await this.#act(input.action, order, staff.value);
    if (!done.ok) return done;
    const { action } = input;
    await this.#deps.audit.record(
      {
        at: this.#deps.clock.now(),
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: `order.disruption.${action.kind}`,
        subjectType: 'order',
        subjectId: order.id,
        before: null,
        after: action,
      },
      [],
    );
    return ok(null);
  }

  async #act(action: DeskAction, order: Order, staff: Principal): Promise<BackOfficeResult<null>> {
    const access = { reference: order.reference, principal: staff };
    if (action.kind === 'refund') {
      const quoted = await this.#deps.quote.execute({ ...access, legIndex: action.legIndex });
      if (!quoted.ok) return quoted;
      const taken = await this.#deps.takeRefund.execute({
        ...access,
        legIndex: action.legIndex,
        acceptedRefund: quoted.value.quote.refund,
        by: staff.email,
      });
      return taken.ok ? ok(null) : err({ code: taken.error.code });
    }
    if (action.kind === 'careClaim') {
      const claimed = await this.#deps.claimDisruption.execute({ ...access, ...action });
      return claimed.ok ? ok(null) : err({ code: claimed.error.code });
    }
    const claim = await this.#deps.claims.find(action.claimId);
    if (!claim || claim.orderId !== order.id) return err({ code: 'notFound' });
    const followed = await this.#deps.followClaim.execute({ claim, order });
    return followed.ok ? ok(null) : err(ferryRefusal(followed.error));
  }
}
