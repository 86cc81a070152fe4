import type { Clock } from '#application/ports/clock.ts';
import type {
  AppliedChange,
  ChangeQuote,
  ChangeRequest,
  FerryChanges,
  HeldChange,
} from '#application/ports/ferry-changes.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type { SailingStatus } from '#domain/disruptions/disruption.ts';
import { freeChangeOwed } from '#domain/disruptions/disruption-choices.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AvailabilityStore } from '../network/availability-store.ts';
import type { ChangeStore, ChangeTransition, StoredChange } from '../network/change-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import type { Segment } from '../network/timetable.ts';
import { bookingNotFound, upstreamBooking } from './booking-answers.ts';
import { type PlannedChange, planChange } from './change-plan.ts';
import type { FaultInjector } from './fault-injection.ts';
import { issueTickets, newOrderCode } from './order-codes-and-tickets.ts';
import type { UpstreamSystem } from './upstream-systems.ts';

export interface SimulatedChangesDeps {
  system: UpstreamSystem;
  store: AvailabilityStore;
  changes: ChangeStore;
  clock: Clock;
  holdMs: number;
  faults: FaultInjector;
  segmentOf: (tripId: string) => Segment | undefined;
  /** The system's own feed of a sailing: what a change answering a disruption is checked against. */
  sailingStatus: (tripId: string) => Promise<Result<SailingStatus, InventoryError>>;
}

type Answer<T> = Promise<Result<T, InventoryError>>;

/** A simulated system's changes to its sold bookings, by each company's terms (`catalogue/change-terms.ts`). */
export class SimulatedChanges implements FerryChanges<CallOptions, InventoryError> {
  private readonly deps: SimulatedChangesDeps;

  constructor(deps: SimulatedChangesDeps) {
    this.deps = deps;
  }

  quoteChange(request: ChangeRequest, options?: CallOptions): Answer<ChangeQuote> {
    return this.deps.faults.call(options?.signal, async () => {
      const planned = await this.plan(request);
      return planned.ok ? ok(planned.value.quote) : planned;
    });
  }

  holdChange(request: ChangeRequest, options?: CallOptions): Answer<HeldChange> {
    return this.deps.faults.call(options?.signal, async () => {
      const planned = await this.plan(request);
      if (!planned.ok) return planned;
      const booking = (await this.deps.store.find(request.orderCode))!;
      const held = await this.deps.changes.hold({
        changeCode: newOrderCode(`${this.deps.system.orderPrefix}C`),
        booking,
        ...planned.value,
        holdMs: this.deps.holdMs,
      });
      if (!held.ok)
        return err({
          code: 'noAvailability',
          message: `not enough ${held.resource} left on ${held.sailingId} (${held.available})`,
        });
      return ok(heldChange(held.change));
    });
  }

  confirmChange(changeCode: string, options?: CallOptions): Answer<AppliedChange> {
    return this.deps.faults.call(options?.signal, async () => {
      if (!(await this.ownChange(changeCode))) return err(bookingNotFound(changeCode));
      const applied = await this.deps.changes.confirm(changeCode, (booking) => issueTickets(booking));
      if (!applied.ok) return err(transitionError(applied, changeCode));
      return ok({
        change: heldChange(applied.change),
        booking: upstreamBooking(applied.booking),
        voidedTickets: applied.change.voidedTickets,
      });
    });
  }

  releaseChange(changeCode: string, options?: CallOptions): Answer<HeldChange> {
    return this.deps.faults.call(options?.signal, async () => {
      if (!(await this.ownChange(changeCode))) return err(bookingNotFound(changeCode));
      const released = await this.deps.changes.release(changeCode);
      return released.ok ? ok(heldChange(released.change)) : err(transitionError(released, changeCode));
    });
  }

  private async plan(request: ChangeRequest): Promise<Result<PlannedChange, InventoryError>> {
    const booking = await this.deps.store.find(request.orderCode);
    if (!booking || booking.agentName !== this.deps.system.name)
      return err(bookingNotFound(request.orderCode));
    return planChange(booking, request, {
      segmentOf: this.deps.segmentOf,
      system: this.deps.system,
      now: this.deps.clock.now().getTime(),
      ownDisruption: await this.ownDisruption(booking, request),
    });
  }

  /** Whether the change answers a disruption this system's feed shows on the leg's sailing (decision 0094). */
  private async ownDisruption(booking: StoredBooking, request: ChangeRequest): Promise<boolean> {
    const leg = booking.legs[request.legIndex];
    if (request.kind !== 'sailing' || !request.answersDisruption || !leg) return false;
    const status = await this.deps.sailingStatus(leg.tripId);
    return status.ok && freeChangeOwed(status.value, request.answersDisruption);
  }

  private async ownChange(changeCode: string): Promise<StoredChange | undefined> {
    const change = await this.deps.changes.find(changeCode);
    return change && change.agentName === this.deps.system.name ? change : undefined;
  }
}

function heldChange(change: StoredChange): HeldChange {
  return {
    changeCode: change.changeCode,
    orderCode: change.orderCode,
    status: change.status,
    expiresAt: change.expiresAt.toISOString(),
    quote: change.quote,
  };
}

function transitionError(
  transition: Extract<ChangeTransition, { ok: false }>,
  changeCode: string,
): InventoryError {
  switch (transition.error) {
    case 'bookingNotFound':
      return bookingNotFound(changeCode);
    case 'bookingExpired':
      return { code: 'bookingExpired', message: `the hold of change ${changeCode} has lapsed` };
    default:
      return {
        code: 'invalidBookingState',
        message: `change ${changeCode} is ${transition.change?.status ?? 'no longer'} applicable`,
      };
  }
}
