import type {
  HoldRequest,
  InsertBookingRequest,
  PricingRequest,
} from '#application/ports/ferry-booking-requests.ts';
import {
  type CallOptions,
  type FerryCapabilities,
  type FerryInventory,
  type InventoryError,
  UpstreamFailure,
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
import { bookingValidationOf } from '#domain/validation/passenger-requirements.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { httpCapabilities } from './http-capabilities.ts';
import { HttpUpstreamClient, type HttpUpstreamOptions } from './http-upstream-client.ts';
import { BOOKING_API_PROTOCOL } from './read-answer.ts';
import { ReferenceLists } from './reference-lists.ts';
import { inKymaTerms, remoteTripId } from './remote-terms.ts';
import { UpstreamCalls } from './upstream-calls.ts';
import { wireLegs } from './wire-leg.ts';

export interface HttpFerryInventoryOptions extends HttpUpstreamOptions {
  /** How long the port and country lists are kept before they are asked again. */
  referenceTtlMs?: number;
}

type Answer<T> = Result<T, InventoryError>;

const PORT_CODE = /^[A-Z]{3}$/;

/**
 * A ferry upstream reached over HTTP: any system that speaks Kyma's own booking/ contract (a partner, or
 * another Kyma). Every answer is validated before it enters the core. Queries are retried on timeouts and
 * 5xx; booking calls (hold, insert, finalize, fail, cancel) are sent once, since a retry could book twice.
 */
export class HttpFerryInventory implements FerryInventory {
  readonly agentName: string;
  readonly client: HttpUpstreamClient;
  readonly #reference: ReferenceLists;
  readonly #calls: UpstreamCalls;
  readonly capabilities: Required<FerryCapabilities>;

  constructor(options: HttpFerryInventoryOptions) {
    this.agentName = options.name;
    // Kyma's own booking/ contract answers in the language asked: English unless a call says otherwise.
    this.client = new HttpUpstreamClient({ ...options, fixedQuery: options.fixedQuery ?? { lang: 'en' } });
    this.#calls = new UpstreamCalls(this.client, this.agentName, BOOKING_API_PROTOCOL);
    this.capabilities = httpCapabilities(this.#calls, this.agentName);
    this.#reference = new ReferenceLists({
      ttlMs: options.referenceTtlMs ?? 5 * 60_000,
      now: options.now ?? Date.now,
      query: (path, schema, lang, callOptions) =>
        this.#calls.query(path, schema, callOptions, { query: { lang } }),
    });
  }

  /** The booking API's trips carry no voyage of their own: each trip is its own sailing here. */
  sailingIdOf(tripId: string): string {
    return tripId;
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.#reference.ports(options);
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.#reference.countries(options);
  }

  async destinations(origin: string, options?: CallOptions): Promise<string[]> {
    if (!PORT_CODE.test(origin)) return [];
    const answer = await this.#calls.query('/getDestinations', FERRY_ANSWERS.ports, options, {
      body: { origin },
    });
    return answer.ports.map((port) => port.code);
  }

  async origins(destination: string, options?: CallOptions): Promise<string[]> {
    if (!PORT_CODE.test(destination)) return [];
    const answer = await this.#calls.query('/getOrigins', FERRY_ANSWERS.ports, options, {
      body: { destination },
    });
    return answer.ports.map((port) => port.code);
  }

  async departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    if (query.days <= 0 || !PORT_CODE.test(query.origin) || !PORT_CODE.test(query.destination)) return [];
    const answer = await this.#calls.query('/getDates', FERRY_ANSWERS.dates, options, {
      body: {
        origin: query.origin,
        destination: query.destination,
        from: query.from,
        days: Math.min(query.days, 93),
      },
    });
    return answer.dates;
  }

  async searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    if (!PORT_CODE.test(query.from) || !PORT_CODE.test(query.to)) return [];
    const answer = await this.#calls.query('/results', FERRY_ANSWERS.results, options, {
      body: {
        typeOfTrip: 'oneWay',
        legs: [{ departurePort: query.from, destinationPort: query.to, departureDate: query.date }],
        accommodations: { passengers: query.passengers, vehicles: query.vehicles, pets: query.pets },
      },
    });
    // The remote's merge of its own systems' offers is its business: each trip is one offer here.
    const trips = (answer.legs[0]?.trips ?? []) as unknown as Trip[];
    // "Nothing sails" must not be believed (nor cached) when the remote's own systems did not answer.
    if (answer.partial && trips.length === 0)
      throw new UpstreamFailure(this.agentName, 'unavailable', '/results: partial answer without trips');
    return trips.map(({ offers: _offers, ...trip }) => {
      const tripId = remoteTripId(trip.agentName, trip.tripId);
      // What this Kyma's passenger form asks, whatever release the remote runs (decision 0109).
      const bookingValidation = bookingValidationOf(trip.bookingValidation.maxPassengers);
      return {
        ...trip,
        id: `${this.agentName}:${tripId}`,
        tripId,
        agentName: this.agentName,
        bookingValidation,
      };
    });
  }

  async price(request: PricingRequest, options?: CallOptions): Promise<Answer<LegPricing[]>> {
    const legs = wireLegs(request.legs);
    if (!legs.ok) return legs;
    const answer = await this.#calls.call(
      {
        method: 'POST',
        path: '/pricing',
        body: { legs: legs.value },
        query: { user_id: request.userId },
        idempotent: true,
      },
      FERRY_ANSWERS.pricing,
      options,
    );
    return answer.ok
      ? ok(
          answer.value.legs.map(
            (leg, index) => ({ ...leg, tripId: request.legs[index]!.tripId }) as LegPricing,
          ),
        )
      : answer;
  }

  async hold(request: HoldRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const legs = wireLegs(request.legs);
    if (!legs.ok) return legs;
    const systems = new Set(legs.value.map((leg) => leg.agentName));
    if (systems.size > 1) {
      return err({
        code: 'invalidRequest',
        message: `${this.agentName} books the legs of one of its systems at a time (${[...systems].join(', ')})`,
        path: 'legs',
      });
    }
    const answer = await this.#calls.call(
      {
        method: 'POST',
        path: '/optional-booking',
        body: { legs: legs.value, leader: request.leader },
        query: { user_id: request.userId },
        idempotent: false,
      },
      FERRY_ANSWERS.held,
      options,
    );
    if (!answer.ok) return answer;
    const [booking, ...others] = answer.value.bookings;
    if (!booking || others.length > 0)
      throw new UpstreamFailure(
        this.agentName,
        'malformedResponse',
        'optional-booking: expected one booking',
      );
    return ok(inKymaTerms(booking, this.agentName));
  }

  async insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#calls.call(
      { method: 'POST', path: '/insert-booking', body: request, idempotent: false },
      FERRY_ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(inKymaTerms(answer.value.booking, this.agentName)) : answer;
  }

  finalizeBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#onBooking('/finalize-booking', orderCode, options);
  }

  failBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#onBooking('/failed-booking', orderCode, options);
  }

  async retrieveBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#calls.call(
      { method: 'GET', path: '/retrieve-booking', query: { order_code: orderCode }, idempotent: true },
      FERRY_ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(inKymaTerms(answer.value.booking, this.agentName)) : answer;
  }

  async cancelBooking(request: CancelRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    const answer = await this.#calls.call(
      { method: 'POST', path: '/cancel-booking', body: request, idempotent: false },
      FERRY_ANSWERS.cancellation,
      options,
    );
    return answer.ok
      ? ok({ ...answer.value, booking: inKymaTerms(answer.value.booking, this.agentName) })
      : answer;
  }

  async #onBooking(path: string, orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#calls.call(
      { method: 'POST', path, body: { orderCode }, idempotent: false },
      FERRY_ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(inKymaTerms(answer.value.booking, this.agentName)) : answer;
  }
}
