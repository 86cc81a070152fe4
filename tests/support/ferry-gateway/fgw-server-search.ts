import { decimalOf, kymaPortOf } from '#adapters/ferry-gateway/fgw-terms.ts';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  accommodationOptions,
  context,
  errorAnswer,
  routeElement,
  sailingElement,
} from './fgw-server-elements.ts';

type Element = Record<string, unknown>;

/** The local gateway's seeded routes: operator and Kyma port codes, both ways where both sail. */
const SEEDED_ROUTES: ReadonlyArray<readonly [operator: string, from: string, to: string]> = [
  ['BSF', 'PIR', 'JTR'],
  ['BSF', 'JTR', 'PIR'],
  ['BSF', 'PIR', 'JNX'],
  ['BSF', 'PIR', 'PAS'],
  ['SF', 'GPA', 'AOI'],
  ['SF', 'AOI', 'GPA'],
  ['SF', 'IGO', 'BRI'],
  ['SF', 'BRI', 'IGO'],
  ['SF', 'GPA', 'IGO'],
];

/** Pairs of seeded ports no seeded route joins: the server answers a search of each `NoSailings`. */
export function pairsWithoutSailings(): Array<[from: string, to: string]> {
  const ports = [...new Set(SEEDED_ROUTES.flatMap(([, from, to]) => [from, to]))];
  const sailed = new Set(SEEDED_ROUTES.map(([, from, to]) => `${from}-${to}`));
  return ports.flatMap((from) =>
    ports.flatMap((to) =>
      from === to || sailed.has(`${from}-${to}`) ? [] : [[from, to] as [string, string]],
    ),
  );
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The elements of a repeated child (`Passengers/Passenger`), whatever the parser made of one of them. */
export function childrenOf(node: unknown, ...path: string[]): Element[] {
  let nodes: unknown[] = [node];
  for (const name of path) nodes = nodes.flatMap((n) => list((n as Element | undefined)?.[name] as unknown));
  return nodes.filter((n): n is Element => typeof n === 'object' && n !== null);
}

/** The search half of the local gateway: GetRoutes, GetSailings, GetServices over the simulated system. */
export class FgwServerSearch {
  readonly #system: SimulatedFerryInventory;
  readonly #agent: string;
  readonly #now: () => Date;

  constructor(system: SimulatedFerryInventory, agent: string, now: () => Date) {
    this.#system = system;
    this.#agent = agent;
    this.#now = now;
  }

  async routes(request: Element): Promise<Element> {
    const operator = request['@_OperatorCode'];
    const routes = SEEDED_ROUTES.filter(([op]) => op === operator);
    if (routes.length === 0)
      return errorAnswer(this.#agent, this.#now(), 'InvalidRequest', `no operator ${String(operator)}`);
    return {
      Context: context(this.#agent, this.#now()),
      Routes: { Route: routes.map(([op, f, t]) => routeElement(op, f, t)) },
    };
  }

  /** The sailings of the window, each its own ferry component, priced for the party's deck passage. */
  async sailings(request: Element): Promise<Element> {
    const [criterion] = childrenOf(
      request,
      'FerryComponent',
      'Sailings',
      'Sailing',
      'SailingSearchCriterion',
    );
    const from = kymaPortOf(String(criterion!['@_DepartPlace']));
    const to = kymaPortOf(String(criterion!['@_DestinationPlace']));
    const start = Date.parse(`${String(criterion!['@_DepartDateTime']).slice(0, 10)}T00:00:00Z`);
    const days = Math.max(1, Math.ceil(Number(criterion!['@_AfterDepartHours'] ?? 24) / 24));
    const party = this.#party(request);
    const trips: Trip[] = [];
    for (let day = 0; from && to && day < days; day++) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      trips.push(...(await this.#tripsOn(from, to, date, party)));
    }
    if (trips.length === 0)
      return errorAnswer(this.#agent, this.#now(), 'NoSailings', 'no sailings in the window');
    return {
      Context: context(this.#agent, this.#now()),
      Passengers: request.Passengers,
      ...(request.Vehicles ? { Vehicles: request.Vehicles } : {}),
      FerryComponents: {
        FerryComponent: trips.map((trip, i) => ({
          '@_Id': `C${i + 1}`,
          Sailings: { Sailing: [sailingElement(trip, 'S1')] },
          Cost: { CostDetails: [{ '@_SailingId': 'S1', '@_GrossAmount': grossOf(trip, party.passengers) }] },
        })),
      },
    };
  }

  /** The accommodation options of each asked sailing, in the order asked. */
  async services(request: Element): Promise<Element> {
    const asked = childrenOf(request, 'FerryComponent', 'Sailings', 'Sailing');
    const sailings: Element[] = [];
    for (const [i, sailing] of asked.entries()) {
      const trip = await this.findTrip(childrenOf(sailing, 'SailingInfo')[0]!);
      if (!trip) return errorAnswer(this.#agent, this.#now(), 'SailingNotFound', `no sailing ${i + 1}`);
      sailings.push(
        sailingElement(trip, String(sailing['@_Id'] ?? `S${i + 1}`), {
          body: { ServicesOptions: accommodationOptions(trip) },
        }),
      );
    }
    return {
      '@_Mode': request['@_Mode'],
      Context: context(this.#agent, this.#now()),
      Passengers: request.Passengers,
      FerryComponents: { FerryComponent: [{ Sailings: { Sailing: sailings } }] },
    };
  }

  /** The simulated trip a `SailingInfo` names: its operator, ports and departure. */
  async findTrip(info: Element): Promise<Trip | undefined> {
    const from = kymaPortOf(String(info['@_DepartPort']));
    const to = kymaPortOf(String(info['@_DestinationPort']));
    const departure = String(info['@_DepartDateTime']);
    if (!from || !to) return undefined;
    const trips = await this.#tripsOn(from, to, departure.slice(0, 10), {
      passengers: 1,
      vehicles: 0,
      pets: 0,
    });
    return trips.find((t) => t.company.code === info['@_OperatorCode'] && t.departureDatetime === departure);
  }

  #party(request: Element) {
    return {
      passengers: childrenOf(request, 'Passengers', 'Passenger').length,
      vehicles: childrenOf(request, 'Vehicles', 'Vehicle').length,
      pets: childrenOf(request, 'Pets', 'Pet').length,
    };
  }

  async #tripsOn(
    from: string,
    to: string,
    date: string,
    party: { passengers: number; vehicles: number; pets: number },
  ) {
    const operators = new Set(SEEDED_ROUTES.filter(([, f, t]) => f === from && t === to).map(([op]) => op));
    if (operators.size === 0) return [];
    const trips = await this.#system.searchTrips({ from, to, date, ...party });
    return trips.filter((trip) => operators.has(trip.company.code));
  }
}

/** The party's deck passage on the sailing: the lowest deck fare for each passenger. */
function grossOf(trip: Trip, passengers: number): string {
  const lowest = Math.min(...[...trip.deckAvailability, ...trip.seatAvailability].map((d) => d.lowestFare));
  return decimalOf(lowest * Math.max(1, passengers));
}
