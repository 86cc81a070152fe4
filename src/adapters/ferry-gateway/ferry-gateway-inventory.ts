import type {
  HoldRequest,
  InsertBookingRequest,
  LegRequest,
  PricingRequest,
} from '#application/ports/ferry-booking-requests.ts';
import type {
  CallOptions,
  FerryCapabilities,
  FerryInventory,
  InventoryError,
} from '#application/ports/ferry-inventory.ts';
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
import type { Trip } from '#domain/trips/trip.ts';
import { FerryGatewayClient, type FerryGatewayClientOptions } from './ferry-gateway-client.ts';
import { bookingAnswer, cancelChargeAnswer, type FgwCancelChargeAnswer, priceAnswer } from './fgw-answers.ts';
import { assistanceComment } from './fgw-assistance.ts';
import { bookingOf } from './fgw-bookings.ts';
import { centsIn, detailsOf, legPricingOf } from './fgw-pricing.ts';
import { contactDetails, legSailing, travellers } from './fgw-requests.ts';
import { FgwSearch } from './fgw-search.ts';
import { type SailingRef, sailingRefOf } from './fgw-trip-id.ts';

export interface FerryGatewayInventoryOptions extends FerryGatewayClientOptions {
  /** The operators (FerryGateway operator codes) whose routes Kyma sells. */
  operators: string[];
  routesTtlMs?: number;
}

type Answer<T> = Result<T, InventoryError>;
const reference = (orderCode: string) => ({ BookingReference: { '@_Reference': orderCode } });

/**
 * A ferry system reached through the FerryGateway 1.3.1 XML standard (issue #27, decision 0078): routes,
 * sailings and accommodation to search, GetPrice's token to hold a price, Reservation then
 * ConfirmReservation to book, RecallBooking, and GetCancelCharge then CancelBooking carrying the quoted
 * charge. Reads are retried, bookings never; every answer is checked before it is read.
 */
export class FerryGatewayInventory implements FerryInventory {
  readonly agentName: string;
  readonly client: FerryGatewayClient;
  /**
   * FerryGateway 1.3.1 has no message for a change, a claim, a disruption feed or sailing status, a loyalty
   * or resident check, or a company's details (decision 0078): none of those capabilities is declared.
   */
  readonly capabilities: FerryCapabilities = {};
  readonly #search: FgwSearch;
  readonly #now: () => number;

  constructor(options: FerryGatewayInventoryOptions) {
    this.agentName = options.name;
    this.client = new FerryGatewayClient(options);
    this.#now = options.now ?? Date.now;
    this.#search = new FgwSearch(this.client, {
      operators: options.operators,
      routesTtlMs: options.routesTtlMs ?? 5 * 60_000,
      now: this.#now,
    });
  }

  /** A trip id is an operator's sailing between two ports (`fgw-trip-id.ts`): it names no voyage beyond. */
  sailingIdOf(tripId: string): string {
    return tripId;
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.#search.ports(options);
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.#search.countries(options);
  }

  async destinations(origin: string, options?: CallOptions): Promise<string[]> {
    const routes = await this.#search.routes(options);
    return [...new Set(routes.filter((r) => r.from === origin).map((r) => r.to))];
  }

  async origins(destination: string, options?: CallOptions): Promise<string[]> {
    const routes = await this.#search.routes(options);
    return [...new Set(routes.filter((r) => r.to === destination).map((r) => r.from))];
  }

  departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    return query.days > 0 ? this.#search.departureDates(query, options) : Promise.resolve([]);
  }

  searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    return this.#search.searchTrips(query, options);
  }

  /** Each leg priced on its own (legs may be different operators'); GetPrice's token is not kept. */
  async price(request: PricingRequest, options?: CallOptions): Promise<Answer<LegPricing[]>> {
    const refs = sailingRefsOf(request.legs);
    if (!refs.ok) return refs;
    const priced = await Promise.all(
      request.legs.map((leg, i) => this.#priced([leg], [refs.value[i]!], options)),
    );
    const failed = priced.find((p) => !p.ok);
    if (failed && !failed.ok) return err(pathed(failed.error, priced.indexOf(failed)));
    return ok(priced.flatMap((p) => (p.ok ? p.value.pricing : [])));
  }

  /** The hold: GetPrice for a token, then a Reservation carrying it and the quoted cost. */
  async hold(request: HoldRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const refs = sailingRefsOf(request.legs);
    if (!refs.ok) return refs;
    if (new Set(refs.value.map((r) => r.operator)).size > 1)
      return err({
        code: 'invalidRequest',
        message: 'one operator per booking (FerryGateway)',
        path: 'legs',
      });
    const priced = await this.#priced(request.legs, refs.value, options);
    if (!priced.ok) return priced;
    const content = {
      ...(priced.value.token && { '@_Token': priced.value.token }),
      ...travellers(request.legs),
      ContactDetails: contactDetails(request.leader),
      FerryComponent: {
        Sailings: { Sailing: request.legs.map((leg, i) => legSailing(leg, i, refs.value[i]!)) },
        QuotedCost: priced.value.cost,
      },
      ...commentOf(request.legs),
    };
    return this.#booking('Reservation', content, options);
  }

  /** The traveller details: the Reservation again, as an amendment of the held booking. */
  async insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Answer<UpstreamBooking>> {
    const held = await this.retrieveBooking(request.orderCode, options);
    if (!held.ok) return held;
    const legs = held.value.legs.map((leg, l) => ({
      ...leg.request,
      passengers: leg.request.passengers.map((p, i) => ({ ...p, ...request.passengers?.[l]?.[i] })),
    }));
    const refs = sailingRefsOf(legs);
    if (!refs.ok) return refs;
    const content = {
      ...travellers(legs, true),
      ContactDetails: contactDetails(request.leader),
      FerryComponent: {
        Sailings: { Sailing: legs.map((leg, i) => legSailing(leg, i, refs.value[i]!)) },
        ...reference(request.orderCode),
      },
      ...commentOf(legs),
    };
    return this.#booking('Reservation', content, options);
  }

  finalizeBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#booking('ConfirmReservation', reference(orderCode), options);
  }

  /** A reservation given up: cancelled, which the standard makes free while it is only Reserved. */
  async failBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const cancelled = await this.client.send(
      'CancelBooking',
      reference(orderCode),
      cancelChargeAnswer,
      options,
    );
    if (!cancelled.ok) return cancelled;
    const booking = await this.retrieveBooking(orderCode, options);
    return booking.ok ? ok({ ...booking.value, status: 'failed' }) : booking;
  }

  retrieveBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#booking('RecallBooking', reference(orderCode), options);
  }

  /**
   * GetCancelCharge quotes; with `confirm`, CancelBooking carries that charge back, and the operator
   * refuses it (`refundChanged`) if its charge moved in between.
   */
  async cancelBooking(request: CancelRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    const booking = await this.retrieveBooking(request.orderCode, options);
    if (!booking.ok) return booking;
    const charge = await this.client.send(
      'GetCancelCharge',
      reference(request.orderCode),
      cancelChargeAnswer,
      options,
    );
    if (!charge.ok) return charge;
    const refund = this.#refundOf(booking.value.total, charge.value);
    if (!request.confirm) return ok({ booking: booking.value, refund, cancelled: false });
    const content = {
      ...reference(request.orderCode),
      ...(charge.value.Cost && { Cost: charge.value.Cost }),
    };
    const cancelled = await this.client.send('CancelBooking', content, cancelChargeAnswer, options);
    if (!cancelled.ok) return cancelled;
    const after = await this.retrieveBooking(request.orderCode, options);
    return after.ok ? ok({ booking: after.value, refund, cancelled: true }) : after;
  }

  async #priced(legs: LegRequest[], refs: SailingRef[], options?: CallOptions) {
    const content = {
      ...travellers(legs),
      FerryComponent: { Sailings: { Sailing: legs.map((leg, i) => legSailing(leg, i, refs[i]!)) } },
    };
    const answer = await this.client.send('GetPrice', content, priceAnswer, options);
    if (!answer.ok) return answer;
    const component = answer.value.FerryComponents.FerryComponent?.[0];
    const pricing = legs.map((leg, i) => {
      const sailing = component?.Sailings.Sailing[i];
      const details = detailsOf(component?.Cost, sailing?.['@_Id'], i);
      if (!details || !sailing) return undefined;
      const departure = sailing.SailingInfo['@_DepartDateTime']!;
      return legPricingOf(this.agentName, details, {
        tripId: leg.tripId,
        departureDatetime: departure,
        request: leg,
      });
    });
    if (pricing.some((p) => !p))
      return err<InventoryError>({ code: 'tripNotFound', message: 'a sailing has no price' });
    return ok({ pricing: pricing as LegPricing[], token: answer.value['@_Token'], cost: component!.Cost });
  }

  async #booking(
    message: 'Reservation' | 'ConfirmReservation' | 'RecallBooking',
    content: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Answer<UpstreamBooking>> {
    const answer = await this.client.send(message, content, bookingAnswer, options);
    return answer.ok ? ok(bookingOf(this.agentName, answer.value, this.#now())) : answer;
  }

  #refundOf(paid: number, charge: FgwCancelChargeAnswer) {
    const fee = Math.min(
      paid,
      (charge.Cost?.CostDetails ?? []).reduce(
        (sum, d) => sum + centsIn(this.agentName, d['@_GrossAmount']!, 'charge'),
        0,
      ),
    );
    const refund = paid - fee;
    const coverage = fee === 0 ? ('full' as const) : refund === 0 ? ('none' as const) : ('partial' as const);
    return { coverage, refundPercent: paid > 0 ? Math.round((refund * 100) / paid) : 0, paid, fee, refund };
  }
}

/** The passengers' assistance requests as the booking's `Comment`, when any asked (decision 0091). */
function commentOf(legs: LegRequest[]): { Comment?: string } {
  const comment = assistanceComment(legs);
  return comment ? { Comment: comment } : {};
}

/** The sailing of each leg, or the leg at fault: `invalidRequest` for none, `tripNotFound` for a bad id. */
function sailingRefsOf(legs: LegRequest[]): Answer<SailingRef[]> {
  if (legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
  const refs: SailingRef[] = [];
  for (const [i, leg] of legs.entries()) {
    const ref = sailingRefOf(leg.tripId);
    if (!ref)
      return err({ code: 'tripNotFound', message: `no sailing ${leg.tripId}`, path: `legs[${i}].tripId` });
    refs.push(ref);
  }
  return ok(refs);
}

/** A leg's refusal, told where: the leg's trip for a sailing not found. */
function pathed(error: InventoryError, index: number): InventoryError {
  return error.code === 'tripNotFound' ? { ...error, path: `legs[${index}].tripId` } : error;
}
