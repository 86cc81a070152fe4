import type { Actor } from '#domain/auth/principal.ts';
import {
  type DeskFilter,
  type DeskStatus,
  deskStatus,
  onDeskDay,
} from '#domain/disruptions/disruption-desk.ts';
import type { CompensationClaim } from '#domain/passenger-rights/compensation-claim.ts';
import { ok } from '#domain/shared/result.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { type BackOfficeResult, staffWith } from '../back-office/staff-access.ts';
import type {
  BookingReconciliationRepository,
  ReconciliationFinding,
} from '../ports/booking-reconciliation-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';
import type { DeskEvent, DeskOrder, DisruptionDesk } from '../ports/disruption-desk.ts';

const DAY = 86_400_000;

/** An order on the desk with its claims not yet paid or refused. */
export interface DeskOrderRow extends DeskOrder {
  openClaims: CompensationClaim[];
}

export interface DeskEventRow extends Omit<DeskEvent, 'orders'> {
  status: DeskStatus;
  orders: DeskOrderRow[];
}

export interface ReadDisruptionDeskDeps {
  desk: DisruptionDesk;
  claims: CompensationClaimRepository;
  reconciliations: BookingReconciliationRepository;
  clock: Clock;
}

/**
 * The disruptions desk (issue #26 point 6, decision 0076): the events of a day, by company and status, each
 * with the orders it touched, who was told and when (e-mail, SMS), who chose what, and the open claims; and
 * what the daily reconciliation with the companies found that day (decision 0115).
 */
export class ReadDisruptionDesk {
  readonly #deps: ReadDisruptionDeskDeps;
  constructor(deps: ReadDisruptionDeskDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    filter: DeskFilter;
  }): Promise<BackOfficeResult<{ day: string; events: DeskEventRow[]; findings: ReconciliationFinding[] }>> {
    const staff = staffWith(input.actor, 'viewBookings');
    if (!staff.ok) return staff;
    const filter = { ...input.filter, day: input.filter.day ?? businessDay(this.#deps.clock.now()) };
    // A day wider than any time zone's; the domain keeps the business day's.
    const noon = Date.parse(`${filter.day}T12:00:00Z`);
    const events = await this.#deps.desk.events(new Date(noon - DAY), new Date(noon + DAY));
    const rows: DeskEventRow[] = [];
    for (const event of events.filter((each) => onDeskDay(each.disruption, filter))) {
      const orders = await Promise.all(event.orders.map((order) => this.#withClaims(order)));
      const facts = orders.map((order) => ({ ...order, openClaims: order.openClaims.length }));
      const status = deskStatus(event.disruption, facts);
      if (filter.status === 'all' || filter.status === status) rows.push({ ...event, status, orders });
    }
    const findings = (
      await this.#deps.reconciliations.foundBetween(new Date(noon - DAY), new Date(noon + DAY))
    ).filter((finding) => businessDay(new Date(finding.foundAt)) === filter.day);
    return ok({ day: filter.day, events: rows, findings });
  }

  async #withClaims(order: DeskOrder): Promise<DeskOrderRow> {
    const claims = await this.#deps.claims.listOfOrder(order.orderId);
    const open = claims.filter((claim) => claim.progress !== 'paid' && claim.progress !== 'refused');
    return { ...order, openClaims: open };
  }
}
