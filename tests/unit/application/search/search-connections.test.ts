import { describe, expect, it } from 'vitest';
import { SearchConnections } from '#application/search/search-connections.ts';
import type { SearchFares, SearchFaresInput } from '#application/search/search-fares.ts';
import { newResultsFilters } from '#domain/results/filter-trips.ts';
import { newSearchQuery, type SearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { aTrip } from '../../domain/support/builders.ts';

/** A fare search over a fixed timetable that notes every leg it is asked. */
function timetable(trips: Trip[]) {
  const asked: string[] = [];
  const searchFares = {
    async execute({ query, background }: SearchFaresInput) {
      const leg = query.legs[0]!;
      // Every question of the connection search is its own, counted apart from the traveller's (issue #47).
      if (background !== true) throw new Error('a connection leg asked as the traveller’s own search');
      asked.push(`${leg.departurePort}-${leg.destinationPort}-${leg.departureDate}`);
      const found = trips.filter(
        (trip) =>
          trip.from === leg.departurePort &&
          trip.to === leg.destinationPort &&
          trip.departureDatetime.startsWith(leg.departureDate),
      );
      return { legs: [{ leg, trips: found, companies: [] }], notices: [], partial: false, cached: false };
    },
  } as unknown as SearchFares;
  return { searchConnections: new SearchConnections({ searchFares }), asked };
}

const at = (time: string) => `2026-12-15T${time}:00+02:00`;
const sailing = (id: string, from: string, to: string, leaves: string, arrives: string) =>
  aTrip({ id, tripId: id, from, to, departureDatetime: at(leaves), arrivalDatetime: at(arrives) });

const search = (from: string, to: string): SearchQuery =>
  updateSearchLeg(newSearchQuery(), 0, {
    departurePort: from,
    destinationPort: to,
    departureDate: '2026-12-15',
  });

describe('SearchConnections', () => {
  const viaSyros = [
    sailing('a', 'JMK', 'SYR', '08:00', '09:30'),
    sailing('b', 'SYR', 'JNX', '11:00', '13:00'),
  ];
  const twoChanges = [
    sailing('c', 'JMK', 'TIN', '07:00', '07:40'),
    sailing('d', 'JMK', 'PIR', '07:00', '11:00'),
    sailing('e', 'PIR', 'PAS', '13:00', '17:00'),
    sailing('f', 'PAS', 'JNX', '18:00', '19:00'),
  ];

  it('without a direct sailing finds journeys of two changes through the hubs, each leg asked once', async () => {
    const { searchConnections, asked } = timetable(twoChanges);
    const { itineraries } = await searchConnections.execute({
      query: search('JMK', 'JNX'),
      direct: [],
      directPartial: false,
    });
    expect(itineraries.map((it) => it.id)).toEqual(['d+e+f']);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).not.toContain('JMK-TIN-2026-12-15');
  });

  it('beside a direct sailing looks for one change only, and offers it only when much better', async () => {
    const { searchConnections, asked } = timetable([...viaSyros, ...twoChanges]);
    const slowDirect = sailing('x', 'JMK', 'JNX', '08:00', '20:00');
    const { itineraries } = await searchConnections.execute({
      query: search('JMK', 'JNX'),
      direct: [slowDirect],
      directPartial: false,
    });
    expect(itineraries.map((it) => it.id)).toEqual(['a+b']);
    expect(asked.filter((leg) => leg.startsWith('PIR-PAS'))).toEqual([]);
  });

  it('continues from the other ports of a hub’s town, and from no other port', async () => {
    const { searchConnections, asked } = timetable([
      sailing('g', 'CHQ', 'PIR', '00:30', '06:00'),
      sailing('h', 'RAF', 'AND', '08:00', '10:00'),
    ]);
    const { itineraries } = await searchConnections.execute({
      query: search('CHQ', 'AND'),
      direct: [],
      directPartial: false,
    });
    expect(itineraries.map((it) => [it.id, it.changes[0]!.byRoad])).toEqual([
      ['g+h', { from: 'PIR', minimumMinutes: 120 }],
    ]);
    const toAndros = asked.filter((leg) => leg.endsWith('-AND-2026-12-15'));
    expect(toAndros.sort()).toEqual(['LAV-AND-2026-12-15', 'PIR-AND-2026-12-15', 'RAF-AND-2026-12-15']);
    const askedFrom = new Set(asked.map((leg) => leg.slice(0, 3)));
    expect([...askedFrom].sort()).toEqual(['CHQ', 'LAV', 'PIR', 'RAF']);
  });

  it('answers a round trip with no connections and asks nothing', async () => {
    const { searchConnections, asked } = timetable(viaSyros);
    const roundTrip = { ...search('JMK', 'JNX'), typeOfTrip: 'roundTrip' as const, returnDate: '2026-12-20' };
    expect(
      (await searchConnections.execute({ query: roundTrip, direct: [], directPartial: false })).itineraries,
    ).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('answers a partial direct search with no connections and asks nothing: it would wait on the same slow system', async () => {
    const { searchConnections, asked } = timetable(viaSyros);
    const answer = await searchConnections.execute({
      query: search('JMK', 'JNX'),
      direct: [],
      directPartial: true,
    });
    expect(answer.itineraries).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('orders and filters the connections when asked, as the sailings are', async () => {
    const viaParos = [
      { ...sailing('g', 'JMK', 'PAS', '12:00', '13:00'), company: { code: 'SJ', name: 'Seajets' } },
      sailing('h', 'PAS', 'JNX', '14:30', '15:30'),
    ];
    const { searchConnections } = timetable([...viaSyros, ...viaParos]);
    const asked = { query: search('JMK', 'JNX'), direct: [], directPartial: false };
    const latest = await searchConnections.execute({ ...asked, sort: 'departureLater' });
    expect(latest.itineraries.map((it) => it.id)).toEqual(['g+h', 'a+b']);
    const earliest = await searchConnections.execute({ ...asked, sort: 'departureEarlier' });
    expect(earliest.itineraries.map((it) => it.id)).toEqual(['a+b', 'g+h']);
    const filters = { ...newResultsFilters(), companies: ['BLS'] };
    expect((await searchConnections.execute({ ...asked, filters })).itineraries.map((it) => it.id)).toEqual([
      'a+b',
    ]);
  });
});
