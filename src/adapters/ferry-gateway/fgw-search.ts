import { COUNTRIES, findPort } from '#adapters/ferry-upstream/catalogue/ports.ts';
import { type CallOptions, UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import type {
  Country,
  DatesQuery,
  DepartureDate,
  FerryPort,
  TripQuery,
} from '#application/ports/ferry-search.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { FerryGatewayClient } from './ferry-gateway-client.ts';
import {
  type FgwSailing,
  type FgwSailingsAnswer,
  routesAnswer,
  sailingsAnswer,
  servicesAnswer,
} from './fgw-answers.ts';
import { centsIn } from './fgw-pricing.ts';
import { searchParty } from './fgw-requests.ts';
import { kymaPortOf, locodeOf } from './fgw-terms.ts';
import { tripOf } from './fgw-trips.ts';

/** A route of an operator, in Kyma's port codes. */
interface Route {
  operator: string;
  from: string;
  to: string;
}

export interface FgwSearchOptions {
  /** The operators (FerryGateway operator codes) whose routes are asked for. */
  operators: string[];
  /** How long the routes are kept before they are asked again. */
  routesTtlMs: number;
  now: () => number;
}

/** The sailings of a window of days, with their gross cost for the party when the answer has it. */
interface Found {
  sailing: FgwSailing;
  gross: number | undefined;
}

/**
 * The searching half of FerryGateway: routes (GetRoutes, per operator, kept a while), departure days and
 * trips (GetSailings over a window, accommodation from one GetServices for the day's sailings).
 */
export class FgwSearch {
  readonly #client: FerryGatewayClient;
  readonly #options: FgwSearchOptions;
  #routes: { at: number; value: Promise<Route[]> } | undefined;

  constructor(client: FerryGatewayClient, options: FgwSearchOptions) {
    this.#client = client;
    this.#options = options;
  }

  routes(options?: CallOptions): Promise<Route[]> {
    const now = this.#options.now();
    if (!this.#routes || now - this.#routes.at > this.#options.routesTtlMs) {
      const value = Promise.all(this.#options.operators.map((operator) => this.#routesOf(operator, options)));
      this.#routes = { at: now, value: value.then((lists) => lists.flat()) };
      // A failed read is not kept: the next call asks again.
      value.catch(() => {
        this.#routes = undefined;
      });
    }
    return this.#routes.value;
  }

  async ports(options?: CallOptions): Promise<FerryPort[]> {
    const codes = new Set((await this.routes(options)).flatMap((route) => [route.from, route.to]));
    return [...codes].flatMap((code) => findPort(code) ?? []);
  }

  async countries(options?: CallOptions): Promise<Country[]> {
    const codes = new Set((await this.ports(options)).map((port) => port.countryCode));
    return COUNTRIES.filter((country) => codes.has(country.code));
  }

  async departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]> {
    const days = Math.min(query.days, 93);
    const found = await this.#sailings(
      query.origin,
      query.destination,
      query.from,
      days * 24,
      searchParty(1, 0),
      options,
    );
    const byDay = new Map<string, DepartureDate>();
    for (const { sailing, gross } of found) {
      const date = sailing.SailingInfo['@_DepartDateTime']!.slice(0, 10);
      if (gross === undefined || sailing['@_IsAvailable'] !== 'true') continue;
      const day = byDay.get(date) ?? { date, departures: 0, lowestFare: gross };
      byDay.set(date, { date, departures: day.departures + 1, lowestFare: Math.min(day.lowestFare, gross) });
    }
    return [...byDay.values()].sort((x, y) => x.date.localeCompare(y.date));
  }

  async searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]> {
    const party = searchParty(query.passengers, query.vehicles, query.pets);
    const found = (await this.#sailings(query.from, query.to, query.date, 24, party, options)).filter(
      ({ sailing }) => sailing.SailingInfo['@_DepartDateTime']!.startsWith(query.date),
    );
    if (found.length === 0) return [];
    const options_ = await this.#accommodation(
      found.map((f) => f.sailing),
      party,
      options,
    );
    return found.flatMap(
      ({ sailing }, index) => tripOf(this.#client.agentName, sailing, options_[index] ?? []) ?? [],
    );
  }

  async #routesOf(operator: string, options?: CallOptions): Promise<Route[]> {
    const answer = this.#unwrap(
      'GetRoutes',
      await this.#client.send('GetRoutes', { '@_OperatorCode': operator }, routesAnswer, options),
    );
    return answer.Routes.Route.flatMap((route) => {
      const from = kymaPortOf(route['@_DepartPort']!);
      const to = kymaPortOf(route['@_DestinationPort']!);
      return from && to ? [{ operator: route['@_OperatorCode'] ?? operator, from, to }] : [];
    });
  }

  async #sailings(
    from: string,
    to: string,
    date: string,
    hours: number,
    party: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Found[]> {
    const [departPlace, destinationPlace] = [locodeOf(from), locodeOf(to)];
    if (!departPlace || !destinationPlace || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
    const criterion = {
      '@_AfterDepartHours': String(hours),
      '@_DepartDateTime': `${date}T00:00:00`,
      '@_DepartPlace': departPlace,
      '@_DestinationPlace': destinationPlace,
    };
    const content = {
      ...party,
      FerryComponent: { Sailings: { Sailing: [{ SailingSearchCriterion: criterion }] } },
    };
    const answer = await this.#client.send('GetSailings', content, sailingsAnswer, options);
    // "No sailings" is an answer, not a failure: the operator says so with a message (`NoSailings`, read as
    // `tripNotFound`), and the pairs a connection search tries mostly have none (decision 0102).
    if (!answer.ok) return [];
    return foundIn(this.#client.agentName, answer.value);
  }

  async #accommodation(sailings: FgwSailing[], party: Record<string, unknown>, options?: CallOptions) {
    const content = {
      '@_Mode': 'OnBoardAccommodations',
      ...party,
      FerryComponent: {
        Sailings: { Sailing: sailings.map((s, i) => ({ '@_Id': `S${i + 1}`, SailingInfo: infoOf(s) })) },
      },
    };
    const answer = this.#unwrap(
      'GetServices',
      await this.#client.send('GetServices', content, servicesAnswer, options),
    );
    const answered = answer.FerryComponents.FerryComponent?.[0]?.Sailings.Sailing ?? [];
    return answered.map(
      (s) => s.ServicesOptions?.OnBoardAccommodationServices?.OnBoardAccommodationService ?? [],
    );
  }

  #unwrap<T>(message: string, answer: Result<T, { message: string }>): T {
    if (!answer.ok)
      throw new UpstreamFailure(this.#client.agentName, 'unavailable', `${message}: ${answer.error.message}`);
    return answer.value;
  }
}

/** A sailing's `SailingInfo` as a request names it again. */
function infoOf(sailing: FgwSailing): Record<string, string> {
  const info = sailing.SailingInfo;
  return {
    '@_OperatorCode': info['@_OperatorCode']!,
    '@_DepartPort': info['@_DepartPort']!,
    '@_DestinationPort': info['@_DestinationPort']!,
    '@_DepartDateTime': info['@_DepartDateTime']!,
  };
}

function foundIn(agentName: string, answer: FgwSailingsAnswer): Found[] {
  return (answer.FerryComponents.FerryComponent ?? []).flatMap((component) =>
    component.Sailings.Sailing.map((sailing) => {
      const details = component.Cost?.CostDetails.find((d) => d['@_SailingId'] === sailing['@_Id']);
      return {
        sailing,
        gross: details ? centsIn(agentName, details['@_GrossAmount']!, 'GrossAmount') : undefined,
      };
    }),
  );
}
