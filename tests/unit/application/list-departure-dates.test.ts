import { describe, expect, it } from 'vitest';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { ListDepartureDates } from '#application/ferry/list-departure-dates.ts';
import { UpstreamAnswerCache } from '#application/ferry/upstream-answer-cache.ts';
import { type FerryInventory, UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import type { DepartureDate } from '#application/ports/ferry-search.ts';
import { testClock } from '../../support/test-today.ts';

const logger = { info() {}, warn() {}, error() {} };
const query = { origin: 'PIR', destination: 'JTR', from: '2026-07-01', days: 30 };

/** An upstream answering `dates`, or failing while `down` says so; counts the calls it got. */
function upstream(agentName: string, dates: DepartureDate[], down = () => false) {
  const calls = { count: 0, from: [] as string[] };
  const inventory = {
    agentName,
    departureDates: async (asked: { from: string }) => {
      calls.count += 1;
      calls.from.push(asked.from);
      if (down()) throw new UpstreamFailure(agentName, 'unavailable', 'down');
      return dates;
    },
  } as unknown as FerryInventory;
  return { inventory, calls };
}

function useCase(upstreams: FerryInventory[]) {
  return new ListDepartureDates({
    network: new FerryNetwork({ upstreams, timeoutMs: 1000 }),
    answers: new UpstreamAnswerCache({ cache: new InMemorySearchCache(), ttlMs: 60_000, logger }),
    clock: testClock(),
  });
}

describe('ListDepartureDates', () => {
  it('merges the days of every upstream: most departures of one system, lowest fare of all', async () => {
    const a = upstream('a', [{ date: '2026-07-02', departures: 2, lowestFare: 4000 }]);
    const b = upstream('b', [
      { date: '2026-07-01', departures: 1, lowestFare: 5000 },
      { date: '2026-07-02', departures: 1, lowestFare: 3500 },
    ]);
    expect(await useCase([a.inventory, b.inventory]).execute(query)).toEqual({
      ok: true,
      value: [
        { date: '2026-07-01', departures: 1, lowestFare: 5000 },
        { date: '2026-07-02', departures: 2, lowestFare: 3500 },
      ],
    });
  });

  it('answers the same query again from the cache once every upstream answered', async () => {
    const a = upstream('a', [{ date: '2026-07-02', departures: 2, lowestFare: 4000 }]);
    const listDates = useCase([a.inventory]);
    const first = await listDates.execute(query);
    expect(await listDates.execute(query)).toEqual(first);
    expect(a.calls.count).toBe(1);
    await listDates.execute({ ...query, from: '2026-07-02' });
    expect(a.calls.count).toBe(2);
  });

  it('starts from today in Athens when no first day is given (by the clock: 23:30 UTC is already tomorrow there)', async () => {
    const a = upstream('a', []);
    const lateEvening = new ListDepartureDates({
      network: new FerryNetwork({ upstreams: [a.inventory], timeoutMs: 1000 }),
      answers: new UpstreamAnswerCache({ cache: new InMemorySearchCache(), ttlMs: 60_000, logger }),
      clock: testClock(new Date('2027-03-09T23:30:00Z')),
    });
    await lateEvening.execute({ origin: 'PIR', destination: 'JTR', days: 7 });
    expect(a.calls.from).toEqual(['2027-03-10']);
  });

  it('asks again after a partial answer, so a recovered upstream counts at once', async () => {
    let bDown = true;
    const a = upstream('a', [{ date: '2026-07-02', departures: 1, lowestFare: 4000 }]);
    const b = upstream('b', [{ date: '2026-07-02', departures: 3, lowestFare: 3000 }], () => bDown);
    const listDates = useCase([a.inventory, b.inventory]);
    expect(await listDates.execute(query)).toMatchObject({ value: [{ departures: 1, lowestFare: 4000 }] });
    bDown = false;
    expect(await listDates.execute(query)).toMatchObject({ value: [{ departures: 3, lowestFare: 3000 }] });
    expect(a.calls.count).toBe(2);
  });
});
