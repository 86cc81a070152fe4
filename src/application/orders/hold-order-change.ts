import { waiveChange } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { type ChangePayer, changePayer, mayActOnBehalf } from '#domain/orders/on-behalf.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeValues, type OrderChange } from '#domain/orders/order-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { HoldBookingChange } from '../ferry/hold-booking-change.ts';
import type { ReleaseBookingChange } from '../ferry/release-booking-change.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import { correctedType, correctionRecord, quoteFitsType, typeNotCorrected } from './correction-facts.ts';
import { answeringDisruption, disruptionWaiver } from './disruption-waiver.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import { actingOnBehalf, onBehalfEntry } from './on-behalf.ts';
import { ORDER_CHANGE_JOBS, orderChangeJob } from './order-change-jobs.ts';
import {
  companyChangeRequest,
  type OrderChangeRequest,
  orderChangeLines,
  travellerRefusal,
} from './quote-order-change.ts';

export interface HoldOrderChangeDeps {
  getOrder: GetOrder;
  holdBookingChange: HoldBookingChange;
  releaseBookingChange: ReleaseBookingChange;
  changes: OrderChangeRepository;
  disruptions: DisruptionRepository;
  audit: AuditLog;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Who asks for a change, as the timeline names them: the signed-in staff member, reseller or traveller by
 * their address, or the traveller (the order's secret, a sign-in link) by the order's.
 */
function requesterOf(access: OrderAccess, order: Order): string {
  return 'principal' in access ? access.principal.email : order.leader.email;
}

/**
 * Holds a change to one leg of a ticketed order at the company that sold it (decision 0068): the new places
 * are kept at the quoted price while the traveller confirms and pays, and the change is recorded with what it
 * costs as the order's lines (`changeFare`, `changeFee`). One open change per leg: asking again while one is
 * held answers that one, so a double click or a retried request never holds twice. A change asked for a
 * disruption of the leg (`forDisruption`) is waived when the order has one recorded (decision 0082), and
 * the company is told the event it answers so it waives its own terms (decision 0094). Staff and the order's
 * reseller may hold one for the traveller (`mayActOnBehalf`; for a disruption, the desk's support too),
 * audited as `order.change` (decision 0084); what it
 * costs is paid as `changePayer` says (decision 0095): the reseller's credit, over which the change is refused
 * and released, or the traveller from an e-mailed link.
 */
export class HoldOrderChange {
  readonly #deps: HoldOrderChangeDeps;
  constructor(deps: HoldOrderChangeDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { change: OrderChangeRequest; forDisruption?: boolean },
  ): Promise<Result<{ order: Order; change: OrderChange; payer: ChangePayer }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const by = actingOnBehalf(input, order);
    if (by && !mayActOnBehalf(by, order, input.forDisruption)) return err({ code: 'forbidden' });
    const { legIndex, ...asked } = input.change;
    const waived = await disruptionWaiver(this.#deps.disruptions, { ...input, orderId: order.id, legIndex });
    if (!waived.ok) return waived;
    const open = await this.#stillOpen(order.id, input.change.legIndex);
    if (open) return ok({ order, change: open, payer: changePayer(open.total, order, by) });
    const request = companyChangeRequest(order, answeringDisruption(input.change, waived.value));
    if (!request) return err({ code: 'orderNotChangeable' });
    const expected = correctedType(order, input.change);
    if (!expected.ok) return expected;
    const held = await this.#deps.holdBookingChange.execute(request);
    if (!held.ok) return err(travellerRefusal(held.error.code));
    const { changeCode, expiresAt } = held.value;
    const { agentName } = request;
    if (!quoteFitsType(held.value.quote, expected.value)) {
      await this.#deps.releaseBookingChange.execute({ agentName, changeCode });
      return err(typeNotCorrected);
    }
    const quote = waived.value ? waiveChange(held.value.quote) : held.value.quote;
    const now = this.#deps.clock.now();
    const change: OrderChange = {
      id: this.#deps.ids.next(),
      orderId: order.id,
      legIndex,
      kind: quote.kind,
      status: 'held',
      request: { ...asked, ...correctionRecord(order, input.change) },
      agentName,
      changeCode,
      expiresAt,
      fareDifference: quote.fareDifference,
      fee: quote.fee,
      total: quote.total,
      chargeLines: orderChangeLines(order, legIndex, quote, changeCode),
      requestedBy: requesterOf(input, order),
      forDisruption: waived.value !== null,
      createdAt: now.toISOString(),
    };
    const payer = changePayer(change.total, order, by);
    const recorded = await this.#deps.changes.record(change, this.#paidBy(payer, order, change, now));
    // Not recorded (another request's change is open, or the credit cannot pay): nobody pays for this hold.
    if (recorded.outcome !== 'recorded')
      await this.#deps.releaseBookingChange.execute({ agentName, changeCode });
    if (recorded.outcome === 'overCredit') return err({ code: 'insufficientCreditLimit' });
    if (recorded.outcome === 'recorded' && by) {
      const { forDisruption } = change;
      const entry = {
        changeId: change.id,
        legIndex,
        kind: change.kind,
        total: change.total,
        payer,
        ...(forDisruption && { forDisruption }),
      };
      await this.#deps.audit.record(onBehalfEntry(by, order, now, 'order.change', entry), []);
    }
    return ok({ order, change: recorded.change, payer: changePayer(recorded.change.total, order, by) });
  }

  /**
   * What is written with the change for its payer (decision 0095): its reseller's credit pays it at once and
   * the change goes on as paid; a traveller who did not ask for it is e-mailed a link to pay it.
   */
  #paidBy(payer: ChangePayer, order: Order, change: OrderChange, now: Date) {
    const job = (name: (typeof ORDER_CHANGE_JOBS)[keyof typeof ORDER_CHANGE_JOBS]) =>
      orderChangeJob(this.#deps.ids.next(), name, change.id, now);
    if (payer === 'emailedLink') return { outbox: [job(ORDER_CHANGE_JOBS.sendPaymentLink)] };
    if (payer !== 'credit' || order.resellerId === null) return {};
    const cause = { code: 'changePaidFromCredit' as const, values: changeValues(change) };
    const { resellerId, reference } = order;
    return {
      credit: { resellerUserId: resellerId, reference, cause, outbox: [job(ORDER_CHANGE_JOBS.confirm)] },
    };
  }

  /** The leg's open change, once a lapsed hold among them is marked expired and its places given back. */
  async #stillOpen(orderId: string, legIndex: number): Promise<OrderChange | null> {
    const open = await this.#deps.changes.openOn(orderId, legIndex);
    if (!open || !(await this.#deps.changes.expire(open.id, this.#deps.clock.now()))) return open;
    await this.#deps.releaseBookingChange.execute({ agentName: open.agentName, changeCode: open.changeCode });
    return null;
  }
}
