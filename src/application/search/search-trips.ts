import type { Itinerary } from '#domain/connections/itinerary.ts';
import type { SearchConnections } from './search-connections.ts';
import type { SearchFares, SearchFaresInput, SearchFaresOutput } from './search-fares.ts';

export interface SearchTripsOutput extends SearchFaresOutput {
  /** A one-way search's journeys with a change of ship, in the asked order and through its filters. */
  connections: Itinerary[];
}

export interface SearchTripsDeps {
  searchFares: SearchFares;
  searchConnections: SearchConnections;
}

/**
 * The search the booking API and the agents' tools answer (decision 0087): the sailings, then the
 * connections beside them. The results page asks the two itself, each beside its other questions.
 */
export class SearchTrips {
  private readonly deps: SearchTripsDeps;

  constructor(deps: SearchTripsDeps) {
    this.deps = deps;
  }

  async execute(input: SearchFaresInput): Promise<SearchTripsOutput> {
    const results = await this.deps.searchFares.execute(input);
    const { itineraries } = await this.deps.searchConnections.execute({
      ...input,
      direct: results.legs[0]?.trips ?? [],
      directPartial: results.partial,
    });
    return { ...results, connections: itineraries };
  }
}
