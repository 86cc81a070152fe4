import { randomInt } from 'node:crypto';
import type { Clock } from '#application/ports/clock.ts';
import type {
  HoldRequest,
  InsertBookingRequest,
  PricingRequest,
} from '#application/ports/ferry-booking-requests.ts';
import type { CompanyDetails, CompanyQuery } from '#application/ports/ferry-company-details.ts';
import type {
  LoyaltyCardCheck,
  LoyaltyCardValidation,
  ResidentCheck,
  ResidentValidation,
} from '#application/ports/ferry-discount-checks.ts';
import type { CallOptions, FerryInventory, InventoryError } from '#application/ports/ferry-inventory.ts';
import type {
  Country,
  DatesQuery,
  DepartureDate,
  FerryPort,
  TripQuery,
} from '#application/ports/ferry-search.ts';
import type {
  BookedLeg,
  CancellationOutcome,
  CancelRequest,
  Ticket,
  UpstreamBooking,
} from '#application/ports/upstream-booking.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { COMPANIES, companyOrThrow } from '../catalogue/companies.ts';
import type { Line } from '../catalogue/lines.ts';
import { COUNTRIES, findPort, PORTS } from '../catalogue/ports.ts';
import { vesselOrThrow } from '../catalogue/vessels.ts';
import type { AvailabilityStore, Place, StoredBooking, Transition } from '../network/availability-store.ts';
import { CANCELLATION_TERMS, refundQuote } from '../network/cancellation.ts';
import { isDomestic, servesIsland } from '../network/fares.ts';
import { type PricedLeg, priceLeg } from '../network/leg-pricing.ts';
import { addDays } from '../network/local-time.ts';
import { loyaltyDiscount, RESIDENT_DISCOUNT_PERCENT, residentNumberValid } from '../network/loyalty.ts';
import { reachableFrom, type Segment, segmentById, segmentsOn } from '../network/timetable.ts';
import { FaultInjector, type UpstreamBehaviour } from './fault-injection.ts';
import { buildTrip, capacityOf, lowestFareOf } from './trip-builder.ts';
import { linesOf, type UpstreamSystem } from './upstream-systems.ts';

export interface SimulatedFerryInventoryDeps {
  system: UpstreamSystem;
  store: AvailabilityStore;
  clock: Clock;
  /** How long an optional booking holds its places. */
  holdMinutes: number;
  behaviour?: Partial<UpstreamBehaviour>;
  random?: () => number;
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MAX_DATE_RANGE = 93;

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

  constructor(deps: SimulatedFerryInventoryDeps) {
    this.system = deps.system;
    this.agentName = deps.system.name;
    this.store = deps.store;
    this.clock = deps.clock;
    this.holdMs = deps.holdMinutes * 60_000;
    this.lines = linesOf(deps.system);
    this.companies = new Set(deps.system.companies);
    this.faults = new FaultInjector({
      agentName: this.agentName,
      behaviour: deps.behaviour,
      random: deps.random,
    });
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.faults.call(options?.signal, async () => {
      const served = new Set(this.lines.flatMap((line) => line.stops));
      return PORTS.filter((port) => served.has(port.code));
    });
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.faults.call(options?.signal, async () => {
      const served = new Set(
        this.lines.flatMap((line) => line.stops.map((stop) => findPort(stop)?.countryCode)),
      );
      return COUNTRIES.filter((country) => served.has(country.code));
    });
  }

  destinations(origin: string, options?: CallOptions): Promise<string[]> {
    return this.faults.call(options?.signal, async () => reachableFrom(origin, this.lines));
  }

  origins(destination: string, options?: CallOptions): Promise<string[]> {
    // Every line sails both ways, so the ports a destination is reached from are the ports it reaches.
    return this.faults.call(options?.signal, async () => reachableFrom(destination, this.lines));
  }

  departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    return this.faults.call(options?.signal, async () => {
      const dates: DepartureDate[] = [];
      const days = Math.min(Math.max(query.days, 0), MAX_DATE_RANGE);
      for (let offset = 0; offset < days; offset++) {
        const date = addDays(query.from, offset);
        const segments = segmentsOn(query.origin, query.destination, date, this.lines);
        if (segments.length === 0) continue;
        dates.push({
          date,
          departures: segments.length,
          lowestFare: Math.min(...segments.map((segment) => lowestFareOf(segment, this.system))),
        });
      }
      return dates;
    });
  }

  searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    return this.faults.call(options?.signal, async () => {
      const now = this.clock.now().getTime();
      const segments = segmentsOn(query.from, query.to, query.date, this.lines).filter(
        (segment) => segment.departure > now,
      );
      const left = await this.store.available([...new Set(segments.map((segment) => segment.run.sailingId))]);
      return segments.flatMap((segment) => buildTrip(segment, this.system, left, query) ?? []);
    });
  }

  price(request: PricingRequest, options?: CallOptions): Promise<Result<LegPricing[], InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const priced = this.priceLegs(request);
      return priced.ok ? ok(priced.value.map((leg) => leg.priced.pricing)) : priced;
    });
  }

  hold(request: HoldRequest, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const priced = this.priceLegs(request);
      if (!priced.ok) return priced;
      const places: Place[] = priced.value.flatMap(({ segment, priced: leg }) => {
        const capacity = capacityOf(vesselOrThrow(segment.run.line.vessel));
        return Object.entries(leg.resources).map(([resource, quantity]) => ({
          sailingId: segment.run.sailingId,
          resource,
          quantity,
          capacity: capacity[resource] ?? 0,
        }));
      });
      const legs: BookedLeg[] = priced.value.map(({ segment, priced: leg }, index) => ({
        tripId: segment.tripId,
        companyCode: segment.run.line.company,
        vesselCode: segment.run.line.vessel,
        from: segment.from,
        to: segment.to,
        departureDatetime: segment.departureDatetime,
        arrivalDatetime: segment.arrivalDatetime,
        pricing: leg.pricing,
        request: request.legs[index]!,
      }));
      const outcome = await this.store.hold(
        {
          orderCode: this.newOrderCode(),
          agentName: this.agentName,
          expiresAt: new Date(0),
          userId: request.userId ?? null,
          total: legs.reduce((sum, leg) => sum + leg.pricing.tripTotal, 0),
          legs,
          leader: request.leader ?? null,
          holdMs: this.holdMs,
        },
        places,
      );
      if (!outcome.ok || !outcome.booking) {
        const failed = !outcome.ok ? outcome : undefined;
        return err({
          code: 'noAvailability',
          message: `not enough ${failed?.resource ?? 'places'} left on ${failed?.sailingId ?? 'the sailing'} (${failed?.available ?? 0})`,
        });
      }
      return ok(this.toBooking(outcome.booking));
    });
  }

  insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const existing = await this.ownBooking(request.orderCode);
      if (!existing) return err(notFound(request.orderCode));
      const legs = request.passengers
        ? existing.legs.map((leg, legIndex) => ({
            ...leg,
            request: {
              ...leg.request,
              passengers: leg.request.passengers.map((passenger, index) => ({
                ...passenger,
                ...request.passengers?.[legIndex]?.[index],
              })),
            },
          }))
        : undefined;
      return this.answer(
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
      if (!(await this.ownBooking(orderCode))) return err(notFound(orderCode));
      return this.answer(await this.store.finalize(orderCode, (booking) => issueTickets(booking)), orderCode);
    });
  }

  failBooking(orderCode: string, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      if (!(await this.ownBooking(orderCode))) return err(notFound(orderCode));
      return this.answer(await this.store.fail(orderCode), orderCode);
    });
  }

  retrieveBooking(
    orderCode: string,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const booking = await this.ownBooking(orderCode);
      return booking ? ok(this.toBooking(booking)) : err(notFound(orderCode));
    });
  }

  cancelBooking(
    request: CancelRequest,
    options?: CallOptions,
  ): Promise<Result<CancellationOutcome, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const booking = await this.ownBooking(request.orderCode);
      if (!booking) return err(notFound(request.orderCode));
      if (booking.status !== 'confirmed' && booking.status !== 'cancelled') {
        return err({
          code: 'invalidBookingState',
          message: `a ${booking.status} booking cannot be cancelled`,
        });
      }
      const now = this.clock.now().getTime();
      const quotes = booking.legs.map((leg) =>
        refundQuote(leg.pricing.cancellation, leg.pricing.tripTotal, Date.parse(leg.departureDatetime), now),
      );
      const refund = {
        coverage: quotes.every((quote) => quote.coverage === quotes[0]?.coverage)
          ? (quotes[0]?.coverage ?? 'none')
          : 'partial',
        paid: quotes.reduce((sum, quote) => sum + quote.paid, 0),
        refund: quotes.reduce((sum, quote) => sum + quote.refund, 0),
        fee: quotes.reduce((sum, quote) => sum + quote.fee, 0),
        refundPercent: 0,
      } as const;
      const withPercent = {
        ...refund,
        refundPercent: refund.paid === 0 ? 0 : Math.round((refund.refund * 100) / refund.paid),
      };
      if (!request.confirm || booking.status === 'cancelled') {
        return ok({
          booking: this.toBooking(booking),
          refund: withPercent,
          cancelled: booking.status === 'cancelled',
        });
      }
      const cancelled = await this.answer(await this.store.cancel(request.orderCode), request.orderCode);
      return cancelled.ok
        ? ok({ booking: cancelled.value, refund: withPercent, cancelled: true })
        : cancelled;
    });
  }

  validateLoyaltyCard(
    request: LoyaltyCardCheck,
    options?: CallOptions,
  ): Promise<Result<LoyaltyCardValidation, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const segment = this.segment(request.tripId);
      if (!segment || segment.run.line.company !== request.company) return err(tripNotFound(request.tripId));
      const company = companyOrThrow(request.company);
      const discount = loyaltyDiscount(company, request.loyaltyCard);
      return ok({
        valid: discount !== undefined,
        programme: company.loyalty?.name ?? '',
        discountPercent: discount ?? 0,
      });
    });
  }

  validateResident(
    request: ResidentCheck,
    options?: CallOptions,
  ): Promise<Result<ResidentValidation, InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const segment = this.segment(request.tripId);
      if (!segment || segment.run.line.company !== request.company) return err(tripNotFound(request.tripId));
      const valid = residentNumberValid(request.residentIdOrCode);
      const eligible = valid && isDomestic(segment) && servesIsland(segment);
      return ok({ valid, eligible, discountPercent: eligible ? RESIDENT_DISCOUNT_PERCENT : 0 });
    });
  }

  companyDetails(
    query: CompanyQuery,
    options?: CallOptions,
  ): Promise<Result<CompanyDetails[], InventoryError>> {
    return this.faults.call(options?.signal, async () => {
      const companies = COMPANIES.filter(
        (company) =>
          this.companies.has(company.code) &&
          (query.companyCode === undefined || company.code === query.companyCode) &&
          (query.portCode === undefined ||
            this.lines.some((line) => line.company === company.code && line.stops.includes(query.portCode!))),
      );
      if (companies.length === 0) {
        return err(
          query.companyCode !== undefined
            ? { code: 'companyNotFound', message: `no company ${query.companyCode}` }
            : { code: 'portNotFound', message: `no company calls at ${query.portCode}` },
        );
      }
      return ok(companies.map((company) => this.details(company.code)));
    });
  }

  private details(code: string): CompanyDetails {
    const company = companyOrThrow(code);
    const lines = this.lines.filter((line) => line.company === code);
    const vessels = [...new Set(lines.map((line) => line.vessel))].map(vesselOrThrow);
    return {
      code,
      name: company.name,
      country: company.country,
      website: company.website,
      phone: company.phone,
      description: company.description,
      loyaltyProgramme: company.loyalty?.name ?? null,
      eTicket: company.eTicket,
      webCheckIn: company.webCheckIn,
      cancellation: company.cancellation,
      cancellationTerms: CANCELLATION_TERMS[company.cancellation],
      vessels: vessels.map((vessel) => ({
        code: vessel.code,
        name: vessel.name,
        highSpeed: vessel.highSpeed,
        passengers:
          vessel.deck +
          vessel.seats.reduce((sum, seat) => sum + seat.count, 0) +
          vessel.cabins.reduce((sum, cabin) => sum + cabin.count * cabin.berths, 0),
      })),
      ports: [...new Set(lines.flatMap((line) => line.stops))].sort(),
    };
  }

  private segment(tripId: string): Segment | undefined {
    const segment = segmentById(tripId);
    return segment && this.companies.has(segment.run.line.company) ? segment : undefined;
  }

  private priceLegs(
    request: PricingRequest,
  ): Result<Array<{ segment: Segment; priced: PricedLeg }>, InventoryError> {
    if (request.legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
    const now = this.clock.now().getTime();
    const priced: Array<{ segment: Segment; priced: PricedLeg }> = [];
    for (const [index, leg] of request.legs.entries()) {
      const segment = this.segment(leg.tripId);
      if (!segment) return err({ ...tripNotFound(leg.tripId), path: `legs[${index}].tripId` });
      if (segment.departure <= now)
        return err({ code: 'tripNotFound', message: 'the ship has sailed', path: `legs[${index}].tripId` });
      const result = priceLeg(segment, leg, this.system, `legs[${index}]`);
      if (!result.ok) return result;
      priced.push({ segment, priced: result.value });
    }
    return ok(priced);
  }

  private async ownBooking(orderCode: string): Promise<StoredBooking | undefined> {
    const booking = await this.store.find(orderCode);
    return booking && booking.agentName === this.agentName ? booking : undefined;
  }

  private answer(transition: Transition, orderCode: string): Result<UpstreamBooking, InventoryError> {
    if (transition.ok) return ok(this.toBooking(transition.booking));
    switch (transition.error) {
      case 'bookingNotFound':
        return err(notFound(orderCode));
      case 'bookingExpired':
        return err({
          code: 'bookingExpired',
          message: `the hold on ${orderCode} has lapsed; its places were released`,
        });
      default:
        return err({
          code: 'invalidBookingState',
          message: `booking ${orderCode} is ${transition.booking?.status ?? 'in another state'}`,
        });
    }
  }

  private toBooking(booking: StoredBooking): UpstreamBooking {
    return {
      orderCode: booking.orderCode,
      agentName: booking.agentName,
      status: booking.status,
      createdAt: booking.createdAt.toISOString(),
      expiresAt: booking.expiresAt.toISOString(),
      legs: booking.legs,
      total: booking.total,
      leader: booking.leader,
      tickets: booking.tickets,
    };
  }

  private newOrderCode(): string {
    let code = this.system.orderPrefix;
    for (let index = 0; index < 8; index++) code += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
    return code;
  }
}

/** Ticket numbers are drawn at random: a ticket in someone's hand must not reveal the booking's order code. */
function ticketNumber(companyCode: string): string {
  let number = companyCode;
  for (let index = 0; index < 9; index++) number += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return number;
}

function issueTickets(booking: StoredBooking): Ticket[] {
  return booking.legs.flatMap((leg, legIndex) =>
    leg.request.passengers.map((passenger, passengerIndex) => ({
      ticketNumber: ticketNumber(leg.companyCode),
      legIndex,
      passengerIndex,
      passengerType: passenger.passengerType,
      accommodationType: passenger.accommodationType,
      price: leg.pricing.passengerPrices.items[passengerIndex]?.total ?? 0,
    })),
  );
}

const notFound = (orderCode: string): InventoryError => ({
  code: 'bookingNotFound',
  message: `no booking ${orderCode}`,
});
const tripNotFound = (tripId: string): InventoryError => ({
  code: 'tripNotFound',
  message: `no trip ${tripId}`,
});
