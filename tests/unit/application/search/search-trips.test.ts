import { describe, expect, it, vi } from 'vitest';
import type { SearchConnections } from '#application/search/search-connections.ts';
import type { SearchFares, SearchFaresOutput } from '#application/search/search-fares.ts';
import { SearchTrips } from '#application/search/search-trips.ts';
import { newSearchQuery } from '#domain/search/search-query.ts';
import { aTrip } from '../../domain/support/builders.ts';

const direct = aTrip();
const answer = (partial: boolean): SearchFaresOutput => ({
  legs: [{ leg: newSearchQuery().legs[0]!, trips: [direct], companies: [] }],
  notices: [],
  partial,
  cached: false,
});

function searchTrips(partial: boolean) {
  const searchFares = { execute: vi.fn(async () => answer(partial)) } as unknown as SearchFares;
  const execute = vi.fn(async () => ({ itineraries: [], partial: false }));
  const searchConnections = { execute } as unknown as SearchConnections;
  return { search: new SearchTrips({ searchFares, searchConnections }), connectionsAsked: execute };
}

describe('SearchTrips', () => {
  it('asks the connections beside the sailings found, in the order and through the filters asked', async () => {
    const { search, connectionsAsked } = searchTrips(true);
    const query = newSearchQuery();
    const found = await search.execute({ query, sort: 'departureLater' });
    expect(found).toEqual({ ...answer(true), connections: [] });
    expect(connectionsAsked).toHaveBeenCalledWith({
      query,
      sort: 'departureLater',
      direct: [direct],
      directPartial: true,
    });
  });
});
