import type {
  HoldRequest,
  InsertBookingRequest,
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
import type { Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { HttpUpstreamClient, type HttpUpstreamOptions } from '../ferry-upstream/http/http-upstream-client.ts';
import { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { LiknossBookings } from './liknoss-bookings.ts';
import { LiknossChecks } from './liknoss-checks.ts';
import { LiknossLegCancellation } from './liknoss-leg-cancellation.ts';
import { LIKNOSS_PROTOCOL } from './liknoss-protocol.ts';
import { LiknossSearch } from './liknoss-search.ts';

/** An agency's Liknoss account: the five headers every call carries (no session kept). */
interface LiknossCredentials {
  agencyCode: string;
  user: string;
  password: string;
  signature: string;
}

export interface LiknossFerryInventoryOptions
  extends Omit<HttpUpstreamOptions, 'token' | 'headers' | 'fixedQuery'> {
  credentials: LiknossCredentials;
}

type Answer<T> = Result<T, InventoryError>;

/**
 * Liknoss (FORTHcrs), the Greek ferry distribution system, through its web services v200 (decision 0077):
 * TLS verified by Node's defaults, every answer validated, each call with a deadline, reads retried and
 * bookings sent once, behind the same circuit breaker as every HTTP upstream.
 */
export class LiknossFerryInventory implements FerryInventory {
  readonly agentName: string;
  readonly client: HttpUpstreamClient;
  readonly #search: LiknossSearch;
  readonly #bookings: LiknossBookings;
  /**
   * Liknoss checks loyalty cards and resident numbers, describes its companies and cancels one trip of a
   * booking (`/cancellation` with its `trips`); it has no claims, no disruption feed or sailing status, and
   * changes optional bookings only (`/modify`), not issued tickets.
   */
  readonly capabilities: FerryCapabilities;

  constructor(options: LiknossFerryInventoryOptions) {
    this.agentName = options.name;
    const { credentials } = options;
    this.client = new HttpUpstreamClient({
      ...options,
      headers: {
        'agency-code': credentials.agencyCode,
        'agency-user-name': credentials.user,
        'agency-password': credentials.password,
        'agency-signature': credentials.signature,
        'language-code': 'en',
      },
    });
    const calls = new UpstreamCalls(this.client, this.agentName, LIKNOSS_PROTOCOL);
    const now = options.now ?? Date.now;
    this.#search = new LiknossSearch(calls, this.agentName, now);
    const checks = new LiknossChecks(calls);
    this.capabilities = {
      discountChecks: {
        validateLoyaltyCard: (request, options) => checks.loyaltyCard(request, options),
        validateResident: (request, options) => checks.resident(request, options),
      },
      companyDirectory: { companyDetails: (query, options) => checks.companies(query, options) },
      legCancellation: new LiknossLegCancellation({
        calls,
        retrieve: (orderCode, options) => this.#bookings.retrieve(orderCode, options),
        now: () => new Date(now()),
      }),
    };
    this.#bookings = new LiknossBookings({
      calls,
      agentName: this.agentName,
      now: () => new Date(now()),
    });
  }

  /** A Liknoss sailing is its ports and departure (`trip-key.ts`): nothing ties two stops' trips together. */
  sailingIdOf(tripId: string): string {
    return tripId;
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.#search.ports(options);
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.#search.countries(options);
  }

  destinations(origin: string, options?: CallOptions): Promise<string[]> {
    return this.#search.reachable(origin, false, options);
  }

  origins(destination: string, options?: CallOptions): Promise<string[]> {
    return this.#search.reachable(destination, true, options);
  }

  departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    return this.#search.departureDates(query, options);
  }

  searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    return this.#search.trips(query, options);
  }

  price(request: PricingRequest, options?: CallOptions): Promise<Answer<LegPricing[]>> {
    return this.#bookings.price(request, options);
  }

  hold(request: HoldRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#bookings.hold(request, options);
  }

  insertBooking(request: InsertBookingRequest, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#bookings.insert(request, options);
  }

  finalizeBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#bookings.issue(orderCode, options);
  }

  failBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#bookings.release(orderCode, options);
  }

  retrieveBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#bookings.retrieve(orderCode, options);
  }

  cancelBooking(request: CancelRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    return this.#bookings.cancel(request, options);
  }
}
