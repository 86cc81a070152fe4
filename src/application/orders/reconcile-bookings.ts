import {
  type BookingDifferences,
  bookingDifferences,
  type CompanyBooking,
  differencesKey,
} from '#domain/orders/booking-reconciliation.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { RetrieveBooking } from '../ferry/retrieve-booking.ts';
import type {
  BookingReconciliationRepository,
  ReconciliationFinding,
} from '../ports/booking-reconciliation-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';
import { recordCompanyCancellation } from './company-cancelled-legs.ts';

/** The e-mail telling the traveller their company cancelled the booking, written with the finding. */
export const COMPANY_CANCELLED_EMAIL_JOB = 'order.companyCancelledEmail';

const DAY = 86_400_000;
/** Bookings whose sailing left up to two days ago are still compared: a late refusal, a no-show. */
const RECENT_DAYS = 2;
/** Orders read at once; a run holds one page in memory. */
const PAGE = 100;

export interface ReconcileBookingsDeps {
  reconciliations: BookingReconciliationRepository;
  retrieveBooking: RetrieveBooking;
  /** The legs a company cancelled are moved on the order (decision 0121). */
  orders: OrderRepository;
  ids: IdGenerator;
  clock: Clock;
  /** Orders read at once (`PAGE` unless told). */
  pageSize?: number;
}

export interface ReconcileOutcome {
  /** Company bookings read. */
  checked: number;
  /** New differences recorded. */
  found: number;
  /** Bookings whose system did not answer (asked again at the next run). */
  unanswered: number;
}

/** The booking as the comparison reads it: each leg's passengers by name, and whether it still stands. */
function companyBooking(booking: UpstreamBooking): CompanyBooking {
  return {
    agentName: booking.agentName,
    orderCode: booking.orderCode,
    cancelled: booking.status === 'cancelled',
    legs: booking.legs.map((leg) => ({
      tripId: leg.tripId,
      companyCode: leg.companyCode,
      departureDatetime: leg.departureDatetime,
      cancelled: leg.cancelledAt !== undefined,
      passengers: leg.request.passengers.map((each) => ({
        name: each.name ?? '',
        surname: each.surname ?? '',
      })),
    })),
    tickets: booking.tickets.map(({ legIndex, ticketNumber }) => ({ legIndex, ticketNumber })),
  };
}

/** The order's bookings at the systems that sold them, each named once (one code per system per order). */
function bookingsOf(order: Order) {
  const codes = new Map<string, string>();
  for (const leg of order.legs) codes.set(leg.agentName, leg.upstreamOrderCode);
  return [...codes].map(([agentName, orderCode]) => ({ agentName, orderCode }));
}

/**
 * The timeline's words for a finding: each leg the company cancelled (unless its move on the order said it
 * already), then each other field that differs.
 */
function timelineOf(finding: ReconciliationFinding, moved: number[]): TimelineCause[] {
  const upstream = finding.agentName;
  return [
    ...finding.cancelledLegs
      .filter((leg) => !moved.includes(leg))
      .map(
        (leg): TimelineCause => ({
          code: 'cancelledAtCompanyFound',
          values: { upstream, sailing: String(leg + 1) },
        }),
      ),
    ...finding.fields
      .filter((field) => field !== 'status' || finding.cancelledLegs.length === 0)
      .map((field): TimelineCause => ({ code: 'differsAtCompany', values: { upstream, field } })),
  ];
}

/**
 * The daily reconciliation with every company (issue #47 point 5, decision 0115): each ticketed order with a
 * sailing from two days ago on is read back from the system that sold it and compared (company, sailing,
 * passengers, tickets, status). A difference is recorded once, with the order's timeline entries; the
 * disruption desk lists it. A booking the company cancelled is recorded on the order as the company's
 * cancellation of its legs, everything paid for them owed back and sent (decision 0121), and the traveller
 * is e-mailed once that it was found. The same difference found again adds nothing, so
 * the run may repeat (a restart, several workers) without telling anyone twice.
 */
export class ReconcileBookings {
  readonly #deps: ReconcileBookingsDeps;
  constructor(deps: ReconcileBookingsDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<ReconcileOutcome> {
    const now = this.#deps.clock.now();
    const from = new Date(now.getTime() - RECENT_DAYS * DAY);
    const outcome: ReconcileOutcome = { checked: 0, found: 0, unanswered: 0 };
    // Page by id: each order is read once per run, and a run holds one page in memory, however many sail.
    const limit = this.#deps.pageSize ?? PAGE;
    let afterId: string | null = null;
    for (;;) {
      const orders = await this.#deps.reconciliations.ordersDepartingFrom(from, { afterId, limit });
      for (const order of orders) await this.#reconcile(order, now, outcome);
      if (orders.length < limit) return outcome;
      afterId = orders.at(-1)!.id;
    }
  }

  /** Compares the order with each of its companies' bookings, counting into `outcome`. */
  async #reconcile(order: Order, now: Date, outcome: ReconcileOutcome): Promise<void> {
    for (const booking of bookingsOf(order)) {
      const answer = await this.#deps.retrieveBooking.execute(booking);
      if (!answer.ok && answer.error.code !== 'bookingNotFound') {
        outcome.unanswered += 1;
        continue;
      }
      outcome.checked += 1;
      // A booking the company no longer knows differs in its status, for staff to look into.
      const found: BookingDifferences = answer.ok
        ? bookingDifferences(order, companyBooking(answer.value))
        : { fields: ['status'], cancelledLegs: [] };
      if (found.fields.length > 0 && (await this.#record(order, booking, found, now))) outcome.found += 1;
    }
  }

  async #record(
    order: Order,
    booking: { agentName: string; orderCode: string },
    found: BookingDifferences,
    now: Date,
  ): Promise<boolean> {
    const paid = paidPerLeg(order.breakdown, linesOfOrder(order));
    // The order first: a run stopped after it finds the finding again, never the order left valid.
    const moved = await recordCompanyCancellation(this.#deps, order, {
      agentName: booking.agentName,
      legs: found.cancelledLegs,
      paid,
      now,
    });
    const finding: ReconciliationFinding = {
      orderId: order.id,
      reference: order.reference,
      ...booking,
      ...found,
      refundOwed: found.cancelledLegs.reduce((sum, leg) => sum + (paid[leg] ?? 0), 0),
      foundAt: now.toISOString(),
    };
    const key = differencesKey(booking, found);
    const outbox: OutboxMessage[] =
      found.cancelledLegs.length > 0
        ? [
            {
              id: this.#deps.ids.next(),
              name: COMPANY_CANCELLED_EMAIL_JOB,
              payload: { orderId: order.id, legs: found.cancelledLegs },
              createdAt: now,
            },
          ]
        : [];
    return this.#deps.reconciliations.record({
      finding,
      key,
      status: order.status,
      timeline: timelineOf(finding, moved),
      outbox,
    });
  }
}
