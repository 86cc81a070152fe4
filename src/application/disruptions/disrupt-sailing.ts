import type { Actor } from '#domain/auth/principal.ts';
import type { DisruptionRequest, SailingDisruption } from '#domain/disruptions/disruption.ts';
import { err, ok } from '#domain/shared/result.ts';
import { type BackOfficeResult, invalidFields, staffWith } from '../back-office/staff-access.ts';
import type { CauseDisruption } from '../ferry/cause-disruption.ts';
import { ferryRefusal } from '../ferry/ferry-network.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { FollowDisruptions } from './follow-disruptions.ts';

export interface DisruptSailingDeps {
  orders: OrderRepository;
  causeDisruption: CauseDisruption;
  follow: FollowDisruptions;
  audit: AuditLog;
  clock: Clock;
}

/** What staff ask on an order's page: cancel the sailing of one of its legs, or delay it. */
type DisruptionForm = { legIndex: number } & (
  | { kind: 'cancelled' }
  | { kind: 'delayed'; delayMinutes: number }
);

/**
 * Staff cause a disruption on the sailing of an order's leg, for demonstrations and tests (issue #26): the
 * company's system is told as staff would through the booking API, the action is audited, and the
 * follower runs at once, so every traveller on that sailing (not only this order's) is told now.
 */
export class DisruptSailing {
  readonly #deps: DisruptSailingDeps;
  constructor(deps: DisruptSailingDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    form: DisruptionForm;
  }): Promise<BackOfficeResult<SailingDisruption>> {
    const staff = staffWith(input.actor, 'causeDisruption');
    if (!staff.ok) return staff;
    const { orders, audit, clock } = this.#deps;
    const order = /^[0-9a-f-]{36}$/i.test(input.orderId) ? await orders.findById(input.orderId) : null;
    if (!order) return err({ code: 'notFound' });
    const leg = order.legs[input.form.legIndex];
    if (!leg) return invalidFields(['legIndex']);
    const { legIndex: _, ...kind } = input.form;
    const request: DisruptionRequest = { tripId: leg.booking.tripId, ...kind };
    const caused = await this.#deps.causeDisruption.execute({ agentName: leg.agentName, ...request });
    if (!caused.ok) return err(ferryRefusal(caused.error));
    await audit.record(
      {
        at: clock.now(),
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: `order.disruption.${caused.value.kind}`,
        subjectType: 'order',
        subjectId: order.id,
        before: null,
        after: {
          tripId: leg.booking.tripId,
          event: caused.value.id,
          delayMinutes: caused.value.delayMinutes,
        },
      },
      [],
    );
    await this.#deps.follow.execute();
    return ok(caused.value);
  }
}
