import type { Clock } from '#application/ports/clock.ts';
import type {
  HoldRequest,
  InsertBookingRequest,
  PricingRequest,
} from '#application/ports/ferry-booking-requests.ts';
import type { CallOptions, FerryInventory, InventoryError } from '#application/ports/ferry-inventory.ts';
import type {
  Country,
  DatesQuery,
  DepartureDate,
  FerryPort,
  TripQuery,
} from '#application/ports/ferry-search.ts';
import type {
  CancellationOutcome,
  CancelRequest,
  UpstreamBooking,
} from '#application/ports/upstream-booking.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { bookingRefundByTerms } from '#domain/trips/cancellation-terms.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { Line } from '../catalogue/lines.ts';
import type { AvailabilityStore } from '../network/availability-store.ts';
import type { CausedDisruptions } from '../network/caused-disruptions.ts';
import type { ChangeStore } from '../network/change-store.ts';
import type { ClaimStore } from '../network/claim-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import { reachableFrom, type Segment, segmentById, segmentsOn } from '../network/timetable.ts';
import { bookingNotFound, transitionAnswer, upstreamBooking } from './booking-answers.ts';
import { FaultInjector, type UpstreamBehaviour } from './fault-injection.ts';
import {
  bookedLegs,
  type PricedSegment,
  placesOf,
  priceRequestLegs,
  withTravellerDetails,
} from './held-legs.ts';
import { issueTickets, newOrderCode } from './order-codes-and-tickets.ts';
import { departureDatesOn, servedCountries, servedPorts } from './served-network.ts';
import { type SimulatedCapabilities, simulatedCapabilities } from './simulated-capabilities.ts';
import { SimulatedChanges } from './simulated-changes.ts';
import { SimulatedClaims } from './simulated-claims.ts';
import { SimulatedDisruptions } from './simulated-disruptions.ts';
import { buildTrip } from './trip-builder.ts';
import { linesOf, type UpstreamSystem } from './upstream-systems.ts';

export interface SimulatedFerryInventoryDeps {
  system: UpstreamSystem;
  store: AvailabilityStore;
  /** The compensation claims the system has taken. */
  claims: ClaimStore;
  changes: ChangeStore;
  /** The events staff caused on sailings (shared by the systems selling them). */
  caused: CausedDisruptions;
  clock: Clock;
  /** How long an optional booking holds its places. */
  holdMinutes: number;
  behaviour?: Partial<UpstreamBehaviour>;
  random?: () => number;
}

/** One simulated upstream system, in process: the catalogue's timetable and fares, the database's places. */
export class SimulatedFerryInventory implements FerryInventory {
  readonly agentName: string;
  readonly faults: FaultInjector;
  private readonly system: UpstreamSystem;
  private readonly store: AvailabilityStore;
  private readonly clock: Clock;
  private readonly holdMs: number;
  private readonly lines: Line[];
  private readonly companies: Set<string>;
  private readonly changeStore: ChangeStore;
  private readonly feed: SimulatedDisruptions;
  readonly capabilities: SimulatedCapabilities;

  constructor(deps: SimulatedFerryInventoryDeps) {
    this.system = deps.system;
    this.agentName = deps.system.name;
    this.store = deps.store;
    this.clock = deps.clock;
    this.holdMs = deps.holdMinutes * 60_000;
    this.lines = linesOf(deps.system);
    this.companies = new Set(deps.system.companies);
    this.feed = new SimulatedDisruptions({
      agentName: this.agentName,
      lines: this.lines,
      caused: deps.caused,
      clock: deps.clock,
    });
    this.faults = new FaultInjector({
      agentName: this.agentName,
      behaviour: deps.behaviour,
      random: deps.random,
    });
    this.changeStore = deps.changes;
    this.capabilities = simulatedCapabilities({
      ...deps,
      faults: this.faults,
      feed: this.feed,
      companies: this.companies,
      lines: this.lines,
      segment: (tripId) => this.segment(tripId),
      ownBooking: (orderCode) => this.ownBooking(orderCode),
      claims: new SimulatedClaims({
        agentName: this.agentName,
        claims: deps.claims,
        clock: deps.clock,
        booking: (orderCode) => this.ownBooking(orderCode),
      }),
      changes: new SimulatedChanges({
        ...deps,
        holdMs: this.holdMs,
        faults: this.faults,
        segmentOf: (tripId) => this.segment(tripId),
        sailingStatus: (tripId) => this.feed.sailingStatus(tripId),
      }),
    });
  }

  /** Every trip of a voyage draws on the voyage's places (`ferry_capacity` by sailing id). */
  sailingIdOf(tripId: string): string {
    return this.segment(tripId)?.run.sailingId ?? tripId;
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.faults.call(options?.signal, async () => servedPorts(this.lines));
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.faults.call(options?.signal, async () => servedCountries(this.lines));
  }

  destinations(origin: string, options?: CallOptions): Promise<string[]> {
    return this.faults.call(options?.signal, async () => reachableFrom(origin, this.lines));
  }

  origins(destination: string, options?: CallOptions): Promise<string[]> {
    // Every line sails both ways, so the ports a destination is reached from are the ports it reaches.
    return this.faults.call(options?.signal, async () => reachableFrom(destination, this.lines));
  }

  departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    return this.faults.call(options?.signal, async () => departureDatesOn(query, this.lines, this.system));
  }

  searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    return this.faults.call(options?.signal, async () => {
      const now = this.clock.now().getTime();
      const sailing = segmentsOn(query.from, query.to, query.date, this.lines).filter(
        (segment) => segment.departure > now,
      );
      const cancelled = await this.feed.cancelled(sailing.map((segment) => segment.run));
      const segments = sailing.filter((segment) => !cancelled.has(segment.run.sailingId));
      const left = await this.store.available([...new Set(segments.map((segment) => segment.run.sailingId))]);
      return segments.flatMap((segment) => buildTrip(segment, this.system, left, query) ?? []);
    });
  }

  price(request: PricingRequest, options?: CallOptions): Promise<Result<LegPricing[], InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const priced = await this.priceLegs(request);
      return priced.ok ? ok(priced.value.map((leg) => leg.priced.pricing)) : priced;
    });
  }

  hold(request: HoldRequest, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const priced = await this.priceLegs(request);
      if (!priced.ok) return priced;
      const legs = bookedLegs(priced.value, request);
      const outcome = await this.store.hold(
        {
          orderCode: newOrderCode(this.system.orderPrefix),
          agentName: this.agentName,
          expiresAt: new Date(0),
          userId: request.userId ?? null,
          total: legs.reduce((sum, leg) => sum + leg.pricing.tripTotal, 0),
          legs,
          leader: request.leader ?? null,
          holdMs: this.holdMs,
        },
        placesOf(priced.value),
      );
      if (!outcome.ok || !outcome.booking) {
        const failed = !outcome.ok ? outcome : undefined;
        return err({
          code: 'noAvailability',
          message: `not enough ${failed?.resource ?? 'places'} left on ${failed?.sailingId ?? 'the sailing'} (${failed?.available ?? 0})`,
        });
      }
      return ok(upstreamBooking(outcome.booking));
    });
  }

  insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const existing = await this.ownBooking(request.orderCode);
      if (!existing) return err(bookingNotFound(request.orderCode));
      const legs = withTravellerDetails(existing.legs, request.passengers);
      return transitionAnswer(
        await this.store.insertDetails(request.orderCode, request.leader, legs),
        request.orderCode,
      );
    });
  }

  finalizeBooking(
    orderCode: string,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      if (!(await this.ownBooking(orderCode))) return err(bookingNotFound(orderCode));
      return transitionAnswer(
        await this.store.finalize(orderCode, (booking) => issueTickets(booking)),
        orderCode,
      );
    });
  }

  failBooking(orderCode: string, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      if (!(await this.ownBooking(orderCode))) return err(bookingNotFound(orderCode));
      return transitionAnswer(await this.store.fail(orderCode), orderCode);
    });
  }

  retrieveBooking(
    orderCode: string,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const booking = await this.ownBooking(orderCode);
      return booking ? ok(upstreamBooking(booking)) : err(bookingNotFound(orderCode));
    });
  }

  cancelBooking(
    request: CancelRequest,
    options?: CallOptions,
  ): Promise<Result<CancellationOutcome, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const booking = await this.ownBooking(request.orderCode);
      if (!booking) return err(bookingNotFound(request.orderCode));
      if (booking.status !== 'confirmed' && booking.status !== 'cancelled') {
        return err({
          code: 'invalidBookingState',
          message: `a ${booking.status} booking cannot be cancelled`,
        });
      }
      const now = this.clock.now().getTime();
      const refund = bookingRefundByTerms(booking.legs, now);
      if (!request.confirm || booking.status === 'cancelled') {
        return ok({
          booking: upstreamBooking(booking),
          refund,
          cancelled: booking.status === 'cancelled',
        });
      }
      const cancelled = transitionAnswer(await this.store.cancel(request.orderCode), request.orderCode);
      return cancelled.ok ? ok({ booking: cancelled.value, refund, cancelled: true }) : cancelled;
    });
  }

  private segment(tripId: string): Segment | undefined {
    const segment = segmentById(tripId);
    return segment && this.companies.has(segment.run.line.company) ? segment : undefined;
  }

  /** The request's legs priced; a cancelled sailing is not for sale (decision 0106). */
  private async priceLegs(request: PricingRequest): Promise<Result<PricedSegment[], InventoryError>> {
    const now = this.clock.now().getTime();
    const runs = request.legs.flatMap((leg) => this.segment(leg.tripId)?.run ?? []);
    const cancelled = await this.feed.cancelled(runs);
    return priceRequestLegs(request, (tripId) => this.segment(tripId), this.system, { now, cancelled });
  }

  /** A booking this system sold or holds; a change's held places are kept as a booking but are none. */
  private async ownBooking(orderCode: string): Promise<StoredBooking | undefined> {
    const booking = await this.store.find(orderCode);
    if (!booking || booking.agentName !== this.agentName) return undefined;
    return (await this.changeStore.find(orderCode)) ? undefined : booking;
  }
}
