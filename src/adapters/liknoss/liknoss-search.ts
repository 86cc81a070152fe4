import type { CallOptions } from '#application/ports/ferry-inventory.ts';
import type {
  Country,
  DatesQuery,
  DepartureDate,
  FerryPort,
  TripQuery,
} from '#application/ports/ferry-search.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';
import { countryOf, portOf, reachable } from './location-mapping.ts';
import { tripOf } from './trip-mapping.ts';

const LOCATION_CODE = /^[A-Z0-9]{2,8}$/;
const DAY = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The reads: locations, countries, routes, departures per day and trips with availability. All retried. */
export class LiknossSearch {
  readonly #calls: UpstreamCalls;
  readonly #agentName: string;

  constructor(calls: UpstreamCalls, agentName: string) {
    this.#calls = calls;
    this.#agentName = agentName;
  }

  async ports(options?: CallOptions): Promise<FerryPort[]> {
    const locations = await this.#calls.query('/locations', LIKNOSS_ANSWERS.locations, options, {
      query: { locationType: 'HARBOUR' },
    });
    return locations.map(portOf);
  }

  async countries(options?: CallOptions): Promise<Country[]> {
    return (await this.#calls.query('/countries', LIKNOSS_ANSWERS.countries, options)).map(countryOf);
  }

  async reachable(code: string, towards: boolean, options?: CallOptions): Promise<string[]> {
    if (!LOCATION_CODE.test(code)) return [];
    const routes = await this.#calls.query('/routes', LIKNOSS_ANSWERS.routes, options, {
      query: { transportationType: 'ST' },
    });
    return reachable(routes, code, towards);
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
