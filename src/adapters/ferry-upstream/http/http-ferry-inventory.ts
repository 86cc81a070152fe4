import type { Schema } from 'yup';
import { LOCAL_LANGUAGE } from '#application/ferry/localized-ports.ts';
import {
  type BookedLeg,
  type CallOptions,
  type CancellationOutcome,
  type CancelRequest,
  type CompanyDetails,
  type CompanyQuery,
  type Country,
  type DatesQuery,
  type DepartureDate,
  type FerryInventory,
  type FerryPort,
  type HoldRequest,
  INVENTORY_ERROR_CODES,
  type InsertBookingRequest,
  type InventoryError,
  type InventoryErrorCode,
  type LegPricing,
  type LegRequest,
  type LoyaltyCardCheck,
  type LoyaltyCardValidation,
  type PricingRequest,
  type ResidentCheck,
  type ResidentValidation,
  type TripQuery,
  type UpstreamBooking,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { ANSWERS, checked } from './booking-api-answers.ts';
import {
  HttpUpstreamClient,
  type HttpUpstreamOptions,
  type UpstreamAnswer,
  type UpstreamRequest,
} from './http-upstream-client.ts';
import { parseRemoteTripId, remoteTripId } from './remote-trip-ids.ts';

export interface HttpFerryInventoryOptions extends HttpUpstreamOptions {
  /** How long the port and country lists are kept before they are asked again. */
  referenceTtlMs?: number;
}

type Answer<T> = Result<T, InventoryError>;

const PORT_CODE = /^[A-Z]{3}$/;
const LOCAL_LANGUAGES = [...new Set(Object.values(LOCAL_LANGUAGE))];

/**
 * A ferry upstream reached over HTTP: any system that speaks Kyma's own booking/ contract (a partner, or
 * another Kyma). Every answer is validated before it enters the core. Queries are retried on timeouts and
 * 5xx; booking calls (hold, insert, finalize, fail, cancel) are sent once, since a retry could book twice.
 */
export class HttpFerryInventory implements FerryInventory {
  readonly agentName: string;
  readonly client: HttpUpstreamClient;
  readonly #referenceTtlMs: number;
  readonly #now: () => number;
  #ports: { at: number; value: Promise<FerryPort[]> } | undefined;
  #countries: { at: number; value: Promise<Country[]> } | undefined;

  constructor(options: HttpFerryInventoryOptions) {
    this.agentName = options.name;
    this.client = new HttpUpstreamClient(options);
    this.#referenceTtlMs = options.referenceTtlMs ?? 5 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    this.#ports = this.#fresh(this.#ports, () => this.#loadPorts(options));
    return this.#ports.value;
  }

  countries(options?: CallOptions): Promise<Country[]> {
    this.#countries = this.#fresh(this.#countries, () => this.#loadCountries(options));
    return this.#countries.value;
  }

  async destinations(origin: string, options?: CallOptions): Promise<string[]> {
    if (!PORT_CODE.test(origin)) return [];
    const answer = await this.#query('POST', '/getDestinations', { origin }, ANSWERS.ports, options);
    return answer.ports.map((port) => port.code);
  }

  async origins(destination: string, options?: CallOptions): Promise<string[]> {
    if (!PORT_CODE.test(destination)) return [];
    const answer = await this.#query('POST', '/getOrigins', { destination }, ANSWERS.ports, options);
    return answer.ports.map((port) => port.code);
  }

  async departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    if (query.days <= 0 || !PORT_CODE.test(query.origin) || !PORT_CODE.test(query.destination)) return [];
    const answer = await this.#query(
      'POST',
      '/getDates',
      {
        origin: query.origin,
        destination: query.destination,
        from: query.from,
        days: Math.min(query.days, 93),
      },
      ANSWERS.dates,
      options,
    );
    return answer.dates;
  }

  async searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    if (!PORT_CODE.test(query.from) || !PORT_CODE.test(query.to)) return [];
    const answer = await this.#query(
      'POST',
      '/results',
      {
        typeOfTrip: 'oneWay',
        legs: [{ departurePort: query.from, destinationPort: query.to, departureDate: query.date }],
        accommodations: { passengers: query.passengers, vehicles: query.vehicles, pets: query.pets },
      },
      ANSWERS.results,
      options,
    );
    // The remote's merge of its own systems' offers is its business: each trip is one offer here.
    const trips = (answer.legs[0]?.trips ?? []) as unknown as Trip[];
    return trips.map(({ offers: _offers, ...trip }) => {
      const tripId = remoteTripId(trip.agentName, trip.tripId);
      return { ...trip, id: `${this.agentName}:${tripId}`, tripId, agentName: this.agentName };
    });
  }

  async price(request: PricingRequest, options?: CallOptions): Promise<Answer<LegPricing[]>> {
    const legs = this.#remoteLegs(request.legs);
    if (!legs.ok) return legs;
    const answer = await this.#call(
      {
        method: 'POST',
        path: '/pricing',
        body: { legs: legs.value },
        query: { user_id: request.userId },
        idempotent: true,
      },
      ANSWERS.pricing,
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
    const legs = this.#remoteLegs(request.legs);
    if (!legs.ok) return legs;
    const systems = new Set(legs.value.map((leg) => leg.agentName));
    if (systems.size > 1) {
      return err({
        code: 'invalidRequest',
        message: `${this.agentName} books the legs of one of its systems at a time (${[...systems].join(', ')})`,
        path: 'legs',
      });
    }
    const answer = await this.#call(
      {
        method: 'POST',
        path: '/optional-booking',
        body: { legs: legs.value, leader: request.leader },
        query: { user_id: request.userId },
        idempotent: false,
      },
      ANSWERS.held,
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
    return ok(this.#booking(booking));
  }

  async insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#call(
      { method: 'POST', path: '/insert-booking', body: request, idempotent: false },
      ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(this.#booking(answer.value.booking)) : answer;
  }

  finalizeBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#onBooking('/finalize-booking', orderCode, options);
  }

  failBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    return this.#onBooking('/failed-booking', orderCode, options);
  }

  async retrieveBooking(orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#call(
      { method: 'GET', path: '/retrieve-booking', query: { order_code: orderCode }, idempotent: true },
      ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(this.#booking(answer.value.booking)) : answer;
  }

  async cancelBooking(request: CancelRequest, options?: CallOptions): Promise<Answer<CancellationOutcome>> {
    const answer = await this.#call(
      { method: 'POST', path: '/cancel-booking', body: request, idempotent: false },
      ANSWERS.cancellation,
      options,
    );
    return answer.ok ? ok({ ...answer.value, booking: this.#booking(answer.value.booking) }) : answer;
  }

  async validateLoyaltyCard(
    request: LoyaltyCardCheck,
    options?: CallOptions,
  ): Promise<Answer<LoyaltyCardValidation>> {
    const trip = parseRemoteTripId(request.tripId);
    if (!trip) return err(tripNotFound(request.tripId));
    return this.#call(
      {
        method: 'POST',
        path: '/loyalty-validation',
        body: { ...request, tripId: trip.tripId, agentName: trip.remoteAgent },
        idempotent: true,
      },
      ANSWERS.loyalty,
      options,
    );
  }

  async validateResident(request: ResidentCheck, options?: CallOptions): Promise<Answer<ResidentValidation>> {
    const trip = parseRemoteTripId(request.tripId);
    if (!trip) return err(tripNotFound(request.tripId));
    return this.#call(
      {
        method: 'POST',
        path: '/man-validation',
        body: { ...request, tripId: trip.tripId, agentName: trip.remoteAgent },
        idempotent: true,
      },
      ANSWERS.resident,
      options,
    );
  }

  async companyDetails(query: CompanyQuery, options?: CallOptions): Promise<Answer<CompanyDetails[]>> {
    const answer = await this.#call(
      {
        method: 'POST',
        path: '/company-details',
        body: { company_code: query.companyCode, port_code: query.portCode },
        idempotent: true,
      },
      ANSWERS.companies,
      options,
    );
    return answer.ok ? ok(answer.value.companies as CompanyDetails[]) : answer;
  }

  #fresh<T>(cached: { at: number; value: Promise<T> } | undefined, load: () => Promise<T>) {
    if (cached && this.#now() - cached.at < this.#referenceTtlMs) return cached;
    const entry = { at: this.#now(), value: load() };
    // A failed load is not kept: the next caller asks again.
    entry.value.catch(() => {
      entry.at = Number.NEGATIVE_INFINITY;
    });
    return entry;
  }

  /** English names, and each port's local name from the answer in its country's language. */
  async #loadPorts(options?: CallOptions): Promise<FerryPort[]> {
    const [english, ...local] = await Promise.all(
      ['en', ...LOCAL_LANGUAGES].map((lang) =>
        this.#query('GET', '/getPorts', undefined, ANSWERS.ports, options, { lang }),
      ),
    );
    const localNames = new Map<string, string>();
    LOCAL_LANGUAGES.forEach((lang, index) => {
      for (const port of local[index]!.ports)
        if (LOCAL_LANGUAGE[port.countryCode] === lang) localNames.set(port.code, port.name);
    });
    return english!.ports.map((port) => ({ ...port, localName: localNames.get(port.code) ?? port.name }));
  }

  async #loadCountries(options?: CallOptions): Promise<Country[]> {
    const [english, ...local] = await Promise.all(
      ['en', ...LOCAL_LANGUAGES].map((lang) =>
        this.#query('GET', '/countries', undefined, ANSWERS.countries, options, { lang }),
      ),
    );
    const localNames = new Map<string, string>();
    LOCAL_LANGUAGES.forEach((lang, index) => {
      for (const country of local[index]!.countries)
        if (LOCAL_LANGUAGE[country.code] === lang) localNames.set(country.code, country.name);
    });
    return english!.countries.map((country) => ({
      ...country,
      localName: localNames.get(country.code) ?? country.name,
    }));
  }

  #remoteLegs(legs: LegRequest[]): Answer<Array<LegRequest & { agentName: string }>> {
    if (legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
    const remote: Array<LegRequest & { agentName: string }> = [];
    for (const [index, leg] of legs.entries()) {
      const trip = parseRemoteTripId(leg.tripId);
      if (!trip) return err({ ...tripNotFound(leg.tripId), path: `legs[${index}].tripId` });
      remote.push({ ...leg, tripId: trip.tripId, agentName: trip.remoteAgent });
    }
    return ok(remote);
  }

  async #onBooking(path: string, orderCode: string, options?: CallOptions): Promise<Answer<UpstreamBooking>> {
    const answer = await this.#call(
      { method: 'POST', path, body: { orderCode }, idempotent: false },
      ANSWERS.booking,
      options,
    );
    return answer.ok ? ok(this.#booking(answer.value.booking)) : answer;
  }

  /** The remote's booking in Kyma's terms: this system's name, trip ids that name the remote agent. */
  #booking(
    booking: Record<string, unknown> & {
      agentName: string;
      legs: Array<{ tripId: string; request: { tripId: string } }>;
    },
  ): UpstreamBooking {
    const legs = booking.legs.map((leg) => ({
      ...leg,
      tripId: remoteTripId(booking.agentName, leg.tripId),
      request: { ...leg.request, tripId: remoteTripId(booking.agentName, leg.request.tripId) },
    }));
    return {
      ...booking,
      agentName: this.agentName,
      legs: legs as unknown as BookedLeg[],
    } as unknown as UpstreamBooking;
  }

  /** A call whose expected failures are answers (4xx with the contract's error body). */
  #call<T>(
    request: Omit<UpstreamRequest, 'signal' | 'sessionId'>,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<Answer<T>> {
    return this.client.send(
      { ...request, signal: options?.signal, sessionId: options?.sessionId },
      (answer) => this.#read(answer, schema, request.path),
    );
  }

  /** A query with no expected failures: anything but a 200 is the upstream's trouble. */
  async #query<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: Schema<T>,
    options?: CallOptions,
    query?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.#call({ method, path, body, query, idempotent: true }, schema, options);
    if (answer.ok) return answer.value;
    throw new UpstreamFailure(
      this.agentName,
      'unavailable',
      `${path} refused the query: ${answer.error.message}`,
    );
  }

  #read<T>(answer: UpstreamAnswer, schema: Schema<T>, path: string): Answer<T> {
    if (answer.status >= 200 && answer.status < 300)
      return ok(checked(schema, answer.body, this.agentName, path));
    if (answer.status < 400 || answer.status >= 500)
      throw new UpstreamFailure(
        this.agentName,
        'malformedResponse',
        `${path}: unexpected HTTP ${answer.status}`,
      );
    const { error } = checked(ANSWERS.error, answer.body, this.agentName, `${path} (HTTP ${answer.status})`);
    const field = error.fields[0]?.path;
    if (error.code === 'invalidForm')
      return err({ code: 'invalidRequest', message: error.message, ...(field ? { path: field } : {}) });
    if ((INVENTORY_ERROR_CODES as readonly string[]).includes(error.code))
      return err({
        code: error.code as InventoryErrorCode,
        message: error.message,
        ...(field ? { path: field } : {}),
      });
    throw new UpstreamFailure(this.agentName, 'unavailable', `${path}: HTTP ${answer.status} ${error.code}`);
  }
}

const tripNotFound = (tripId: string): InventoryError => ({
  code: 'tripNotFound',
  message: `no trip ${tripId}`,
});
