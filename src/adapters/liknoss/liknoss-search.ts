import type { CallOptions } from '#application/ports/ferry-inventory.ts';
import type {
  Country,
  DatesQuery,
  DepartureDate,
  FerryPort,
  TripQuery,
} from '#application/ports/ferry-search.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { TimedCache } from '../ferry-upstream/http/timed-cache.ts';
import type { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';
import { countryOf, portOf, reachable } from './location-mapping.ts';
import { tripOf } from './trip-mapping.ts';

const LOCATION_CODE = /^[A-Z0-9]{2,8}$/;
const DAY = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The sea routes Liknoss sells, every company's. */
function routesOf(calls: UpstreamCalls, options?: CallOptions) {
  return calls.query('/routes', LIKNOSS_ANSWERS.routes, options, { query: { transportationType: 'ST' } });
}

/** How long the harbours, countries and routes are kept: they change with a season, not within a day. */
const REFERENCE_TTL_MS = 6 * 60 * 60_000;

/**
 * The reads: locations, countries, routes, departures per day and trips with availability. All retried;
 * the reference lists asked once and shared until they age (issue #47: 129 identical `/locations` per start).
 */
export class LiknossSearch {
  readonly #calls: UpstreamCalls;
  readonly #agentName: string;
  readonly #ports: TimedCache<FerryPort[]>;
  readonly #countries: TimedCache<Country[]>;
  readonly #routes: TimedCache<Awaited<ReturnType<typeof routesOf>>>;

  constructor(calls: UpstreamCalls, agentName: string, now: () => number) {
    this.#calls = calls;
    this.#agentName = agentName;
    this.#ports = new TimedCache(REFERENCE_TTL_MS, now);
    this.#countries = new TimedCache(REFERENCE_TTL_MS, now);
    this.#routes = new TimedCache(REFERENCE_TTL_MS, now);
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.#ports.get(async () => {
      const locations = await this.#calls.query('/locations', LIKNOSS_ANSWERS.locations, options, {
        query: { locationType: 'HARBOUR' },
      });
      return locations.map(portOf);
    });
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.#countries.get(async () =>
      (await this.#calls.query('/countries', LIKNOSS_ANSWERS.countries, options)).map(countryOf),
    );
  }

  async reachable(code: string, towards: boolean, options?: CallOptions): Promise<string[]> {
    if (!LOCATION_CODE.test(code)) return [];
    return reachable(await this.#routes.get(() => routesOf(this.#calls, options)), code, towards);
  }

  /** `/trips-per-day` searches `daysToSearch` around its day; only the days asked for are kept. */
  async departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    if (query.days <= 0 || !LOCATION_CODE.test(query.origin) || !LOCATION_CODE.test(query.destination))
      return [];
    const last = addDays(query.from, query.days - 1);
    const days = await this.#calls.query('/trips-per-day', LIKNOSS_ANSWERS.tripsPerDay, options, {
      body: {
        departureDate: query.from,
        originIdOrCode: query.origin,
        destinationIdOrCode: query.destination,
        daysToSearch: query.days,
      },
    });
    return days
      .filter((day) => day.trips.length > 0 && day.departureDate >= query.from && day.departureDate <= last)
      .map((day) => ({
        date: day.departureDate,
        departures: day.trips.length,
        lowestFare: Math.min(...day.trips.map((trip) => trip.basicPrice)),
      }));
  }

  async trips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    if (!LOCATION_CODE.test(query.from) || !LOCATION_CODE.test(query.to)) return [];
    const answer = await this.#calls.query('/trips', LIKNOSS_ANSWERS.trips, options, {
      body: {
        departureDate: query.date,
        originIdOrCode: query.from,
        destinationIdOrCode: query.to,
        sorting: 'BY_DEPARTURE_TIME',
        availabilityInformation: true,
        quoteRequest: { passengers: query.passengers, vehicles: query.vehicles, pets: query.pets },
      },
    });
    return answer.trips.map((trip) => {
      const company = trip.vessel.company.abbreviation;
      return tripOf(trip, answer.companies[company]?.name ?? company, this.#agentName);
    });
  }
}
