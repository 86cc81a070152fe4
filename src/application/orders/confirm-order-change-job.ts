import { orderAfterChange } from '#domain/orders/applied-change.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeValues, needsPayment, type OrderChange } from '#domain/orders/order-change.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import { operatorNamesOf } from '../checkout/order-legs.ts';
import type { ConfirmBookingChange } from '../ferry/confirm-booking-change.ts';
import type { GetCompanyDetails } from '../ferry/get-company-details.ts';
import type { ReleaseBookingChange } from '../ferry/release-booking-change.ts';
import { RetryLater } from '../jobs/retry-later.ts';
import type { Clock } from '../ports/clock.ts';
import type { AppliedChange } from '../ports/ferry-changes.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { changeIdOf, ORDER_CHANGE_JOBS, orderChangeJob } from './order-change-jobs.ts';

export interface ConfirmOrderChangeJobDeps {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  confirmBookingChange: ConfirmBookingChange;
  releaseBookingChange: ReleaseBookingChange;
  /** The vessel of a moved leg by name, from its company. */
  companies: GetCompanyDetails;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/** Other moves of the order (another leg's change, a cancellation) may land between reading and moving. */
const TRIES = 3;

/** A change is applied once paid, or once confirmed when it costs nothing. */
const readyToApply = (change: OrderChange) =>
  change.status === 'paid' ||
  (change.status === 'held' && !!change.confirmRequestedAt && !needsPayment(change));

/**
 * `order.confirmChange` (decision 0068): applies the change at its company (idempotent there by change
 * code, so a run after a crash asks again and gets the same answer), then replaces the leg, its tickets and
 * the order's lines from that answer and moves the change to `ticketed` with the job that sends the new
 * voucher, in one transaction. Until then the old tickets stand. A company that refuses fails the change:
 * its places go back, a payment taken for it is given back, and the traveller is told.
 */
export function confirmOrderChangeHandler(deps: ConfirmOrderChangeJobDeps): JobHandler {
  return async (payload) => {
    const changeId = changeIdOf(payload);
    const change = changeId ? await deps.changes.find(changeId) : null;
    if (!change || !readyToApply(change)) return;
    const applied = await deps.confirmBookingChange.execute({
      agentName: change.agentName,
      changeCode: change.changeCode,
    });
    if (!applied.ok && applied.error.code === 'upstreamUnavailable') {
      throw new RetryLater(`${change.agentName}: ${applied.error.message}`);
    }
    if (!applied.ok) return refused(deps, change, applied.error.code);
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const order = await deps.orders.findById(change.orderId);
      if (!order || (await recordApplied(deps, order, change, applied.value))) return;
    }
    throw new Error(`change ${change.id} applied at the company but not recorded: the order kept moving`);
  };
}

/** The company's answer written on the order, while the order is as it was read. */
async function recordApplied(
  deps: ConfirmOrderChangeJobDeps,
  order: Order,
  change: OrderChange,
  applied: AppliedChange,
): Promise<boolean> {
  const upstreamLeg = applied.change.quote.legIndex;
  const booked = applied.booking.legs[upstreamLeg]!;
  const tickets = applied.booking.tickets
    .filter((ticket) => ticket.legIndex === upstreamLeg)
    .map(({ passengerIndex, ticketNumber }) => ({ passengerIndex, ticketNumber }));
  const { passengers, vehicles, pets } = booked.request;
  const names = await operatorNamesOf(deps.companies, booked.companyCode, booked.vesselCode);
  const answer = { ...booked, ...names, passengers, vehicles, pets };
  const now = deps.clock.now();
  const moved = await deps.changes.move({
    changeId: change.id,
    from: ['held', 'paid'],
    to: 'ticketed',
    at: now,
    cause: { code: 'changeApplied', values: changeValues(change) },
    patch: orderAfterChange(order, change, answer, tickets),
    guard: (current) => current.updatedAt === order.updatedAt,
    moneyBack: change.total < 0 ? { status: 'owed', reference: null } : undefined,
    outbox: [orderChangeJob(deps.ids.next(), ORDER_CHANGE_JOBS.sendVoucher, change.id, now)],
  });
  if (moved) return true;
  // Moved on by another run of this job: nothing left to do. Otherwise the order moved: read it again.
  const current = await deps.changes.find(change.id);
  return !current || !readyToApply(current);
}

/**
 * The company refused: the change fails, a payment taken for it is given back, the traveller is told, and a
 * rebooking made for a disruption takes its choice back (decision 0094) so the traveller is offered the
 * choices again and the desk shows the leg open — all in the one move's transaction.
 */
async function refused(deps: ConfirmOrderChangeJobDeps, change: OrderChange, code: string): Promise<void> {
  deps.logger.warn({ changeId: change.id, code }, 'the company refused to apply a held change');
  const now = deps.clock.now();
  const paid = change.status === 'paid';
  const refund = paid ? [orderJob(deps.ids.next(), ORDER_JOBS.refundSurplus, change.orderId, now)] : [];
  await deps.changes.move({
    changeId: change.id,
    from: ['held', 'paid'],
    to: 'failed',
    at: now,
    cause: { code: 'changeRefused', values: { ...changeValues(change), code } },
    givesBackPayment: paid,
    withdrawnChoice: change.forDisruption ? { legIndex: change.legIndex, choice: 'rebook' } : undefined,
    outbox: [...refund, orderChangeJob(deps.ids.next(), ORDER_CHANGE_JOBS.refusedEmail, change.id, now)],
  });
  await deps.releaseBookingChange.execute({ agentName: change.agentName, changeCode: change.changeCode });
}
