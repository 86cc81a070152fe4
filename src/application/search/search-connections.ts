import { CONNECTION_HUBS } from '#domain/connections/connection-rules.ts';
import { continueChains, type Itinerary, itineraryOf } from '#domain/connections/itinerary.ts';
import {
  filterItineraries,
  itinerariesToOffer,
  sortItineraries,
} from '#domain/connections/itinerary-offer.ts';
import { placeOf, townPorts } from '#domain/connections/port-transfers.ts';
import type { ResultsFilters } from '#domain/results/filter-trips.ts';
import type { SortOrder } from '#domain/results/sort-trips.ts';
import type { Accommodations } from '#domain/search/accommodations.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { newSearchQuery, type SearchQuery, searchedLegs } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { SearchFares } from './search-fares.ts';

export interface SearchConnectionsInput {
  /** Already validated; only a one-way search is answered with connections. */
  query: SearchQuery;
  /** The day's direct sailings, as the search found them. */
  direct: Trip[];
  /**
   * The direct search was partial (an upstream slow or down): no connections then, as they would be built
   * from the same incomplete answers after two more deadlines; the notice already says to search again.
   */
  directPartial: boolean;
  /** The order and filters of an answer that is not a page (the API, the agents' tools): the page applies its own. */
  sort?: SortOrder;
  filters?: ResultsFilters;
}

export interface SearchConnectionsOutput {
  itineraries: Itinerary[];
  /** Some leg's search was partial: a connection may be missing. */
  partial: boolean;
}

export interface SearchConnectionsDeps {
  searchFares: SearchFares;
}

interface Hop {
  from: string;
  to: string;
  day: string;
}

/**
 * Connections across companies (issue #28 point 1, decision 0080): Kyma's own search over the timetable,
 * each leg asked through the fare search (so through every upstream and its cache) from the few hub ports.
 * One change is always looked for; two only when the day has no direct sailing, since beside one a
 * journey with two changes is seldom much cheaper or faster and costs the most questions.
 */
export class SearchConnections {
  private readonly deps: SearchConnectionsDeps;

  constructor(deps: SearchConnectionsDeps) {
    this.deps = deps;
  }

  async execute(input: SearchConnectionsInput): Promise<SearchConnectionsOutput> {
    const { query, direct } = input;
    if (query.typeOfTrip !== 'oneWay' || input.directPartial) return { itineraries: [], partial: false };
    const { departurePort: origin, destinationPort: destination, departureDate } = searchedLegs(query)[0]!;
    const ends = [placeOf(origin), placeOf(destination)];
    const hubs = CONNECTION_HUBS.filter((hub) => !ends.includes(placeOf(hub)));
    const ask = new LegAsker(this.deps.searchFares, query.accommodations);

    const firstLegs = await ask.all(hubs.map((hub) => ({ from: origin, to: hub, day: departureDate })));
    const firsts = firstLegs.map((trip) => [trip]);
    const onward =
      direct.length === 0 ? await ask.continue(firsts, (port) => hubs.filter((h) => h !== port)) : [];
    const chains = await ask.continue([...firsts, ...onward], () => [destination]);
    const found = chains.flatMap((legs) => itineraryOf(legs) ?? []);
    const offered = itinerariesToOffer(found, direct);
    const filtered = input.filters ? filterItineraries(offered, input.filters) : offered;
    return {
      itineraries: input.sort ? sortItineraries(filtered, input.sort) : filtered,
      partial: ask.partial,
    };
  }
}

/** Asks each leg once through the fare search and remembers whether any answer was partial. */
class LegAsker {
  partial = false;

  private readonly searchFares: SearchFares;
  private readonly accommodations: Accommodations;

  constructor(searchFares: SearchFares, accommodations: Accommodations) {
    this.searchFares = searchFares;
    this.accommodations = accommodations;
  }

  async all(hops: Hop[]): Promise<Trip[]> {
    const unique = new Map(hops.map((hop) => [`${hop.from}|${hop.to}|${hop.day}`, hop]));
    const answers = await Promise.all([...unique.values()].map((hop) => this.one(hop)));
    return answers.flat();
  }

  /**
   * Continues each journey from where it ends, or from another port of that town by road (decision 0093:
   * at most the town's few ports), on the day it arrives and the next (a night's wait).
   */
  async continue(chains: Trip[][], destinations: (port: string) => string[]): Promise<Trip[][]> {
    const hops = chains.flatMap((chain) => {
      const last = chain[chain.length - 1]!;
      const arrivalDay = last.arrivalDatetime.slice(0, 10);
      const onward = destinations(last.to);
      return [arrivalDay, addDays(arrivalDay, 1)].flatMap((day) =>
        townPorts(last.to).flatMap((from) =>
          onward.filter((to) => placeOf(to) !== placeOf(from)).map((to) => ({ from, to, day })),
        ),
      );
    });
    return continueChains(chains, await this.all(hops));
  }

  private async one(hop: Hop): Promise<Trip[]> {
    const query: SearchQuery = {
      ...newSearchQuery(),
      legs: [{ departurePort: hop.from, destinationPort: hop.to, departureDate: hop.day }],
      accommodations: this.accommodations,
    };
    // The traveller asked for the direct crossing: these are the search's own questions (issue #47).
    const answer = await this.searchFares.execute({ query, background: true });
    if (answer.partial) this.partial = true;
    return answer.legs[0]?.trips ?? [];
  }
}
