import {
  companiesIn,
  filterTrips,
  newResultsFilters,
  type ResultsFilters,
} from '#domain/results/filter-trips.ts';
import { DEFAULT_SORT_ORDER, type SortOrder, sortTrips } from '#domain/results/sort-trips.ts';
import { type SearchLeg, type SearchQuery, searchedLegs } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { FerryNetwork } from '../ferry/ferry-network.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { UpstreamAnswerCache } from '../ferry/upstream-answer-cache.ts';
import type { UpstreamFailureKind } from '../ports/ferry-inventory.ts';
import type { ShipEmissionsRegister } from '../ports/ship-emissions-register.ts';
import { mergeOffers } from './merge-offers.ts';
import { withCo2 } from './with-co2.ts';

export interface SearchFaresInput {
  /** Already validated with the domain's search schema. */
  query: SearchQuery;
  sort?: SortOrder;
  filters?: ResultsFilters;
  /** Asked for the connection search, not by the traveller: see `CallOptions.background`. */
  background?: boolean;
}

/** An upstream that did not answer in time or answered badly: the results are partial. */
export interface SearchNotice {
  code: 'upstreamUnavailable';
  agentName: string;
  reason: UpstreamFailureKind;
}

interface LegResults {
  leg: SearchLeg;
  /** Sorted and filtered. */
  trips: Trip[];
  /** Every company in the unfiltered results, for the company filter. */
  companies: string[];
}

export interface SearchFaresOutput {
  legs: LegResults[];
  notices: SearchNotice[];
  partial: boolean;
  cached: boolean;
}

interface CachedAnswer {
  legs: Trip[][];
}

export interface SearchFaresDeps {
  network: FerryNetwork;
  answers: UpstreamAnswerCache;
  listPorts: ListPorts;
  shipEmissions: ShipEmissionsRegister;
}

/**
 * Fare comparison (spec §1, §2 Results): every leg is asked of every upstream at once, each under its own
 * deadline; answers are merged so a sailing sold twice shows once at the cheaper fare; then the domain's
 * sort and filters apply; each sailing carries its CO2 per passenger or null. Slow or failing upstreams become notices. Only complete answers are cached,
 * so a partial answer is never served again once the upstream recovers.
 */
export class SearchFares {
  private readonly deps: SearchFaresDeps;

  constructor(deps: SearchFaresDeps) {
    this.deps = deps;
  }

  async execute(input: SearchFaresInput): Promise<SearchFaresOutput> {
    const legs = searchedLegs(input.query);
    const { passengers, vehicles, pets } = input.query.accommodations;
    const key = `search:v3:${JSON.stringify({ legs, a: [passengers, vehicles, pets], u: this.deps.network.upstreams.map((u) => u.agentName) })}`;

    const cached = await this.deps.answers.read<CachedAnswer>(key);
    if (cached) return this.present(legs, cached.legs, [], true, input);

    // Asked beside the searches, so that a slow upstream costs one deadline, not two.
    const ports = this.deps.listPorts.execute({ lang: 'en' });

    const notices = new Map<string, SearchNotice>();
    const answers = await Promise.all(
      legs.map(async (leg) => {
        const outcomes = await this.deps.network.all((upstream, options) =>
          upstream.searchTrips(
            {
              from: leg.departurePort,
              to: leg.destinationPort,
              date: leg.departureDate,
              passengers,
              vehicles,
              pets,
            },
            { ...options, background: input.background },
          ),
        );
        for (const outcome of outcomes) {
          if (!outcome.ok && !notices.has(outcome.agentName)) {
            notices.set(outcome.agentName, {
              code: 'upstreamUnavailable',
              agentName: outcome.agentName,
              reason: outcome.failure ?? 'unavailable',
            });
          }
        }
        return mergeOffers(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!));
      }),
    );
    const sailings = withCo2(answers, await ports, this.deps.shipEmissions.ships());
    if (notices.size === 0) await this.deps.answers.write(key, { legs: sailings });
    return this.present(legs, sailings, [...notices.values()], false, input);
  }

  private present(
    legs: SearchLeg[],
    answers: Trip[][],
    notices: SearchNotice[],
    cached: boolean,
    input: SearchFaresInput,
  ): SearchFaresOutput {
    const filters = input.filters ?? newResultsFilters();
    const sort = input.sort ?? DEFAULT_SORT_ORDER;
    return {
      legs: legs.map((leg, index) => {
        const trips = answers[index] ?? [];
        return { leg, trips: sortTrips(filterTrips(trips, filters), sort), companies: companiesIn(trips) };
      }),
      notices,
      partial: notices.length > 0,
      cached,
    };
  }
}
