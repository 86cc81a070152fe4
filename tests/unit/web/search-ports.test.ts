import { describe, expect, it } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import { err, ok } from '#domain/shared/result.ts';
import { unpackPorts } from '#web/app/search/packed-ports.ts';
import { loadSearchPorts } from '#web/app/search/search-ports.server.ts';

const port = (code: string, name: string) =>
  Object.freeze({ code, name, localName: name, englishName: name, countryCode: 'GR', area: 'Cyclades' });
const PIRAEUS = port('PIR', 'Piraeus');
const SANTORINI = port('JTR', 'Santorini (Thira)');

/** A network answering each call with the next of `answers` (a copy of the list, as `ListPorts` gives). */
function network(...answers: Array<ReturnType<typeof port>[] | null>) {
  let call = 0;
  const execute = async () => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer ? ok([...answer]) : err({ code: 'ferryUnavailable' });
  };
  return { ferry: { listPorts: { execute } } } as unknown as AppServices;
}

describe("the search form's ports", () => {
  it('are the list, packed for the page and its codes', async () => {
    const ports = await loadSearchPorts(network([PIRAEUS, SANTORINI]), 'en');
    expect(ports.list.map(({ code }) => code)).toEqual(['PIR', 'JTR']);
    expect(unpackPorts(ports.packed)).toEqual(ports.list);
    expect([...(ports.codes ?? [])]).toEqual(['PIR', 'JTR']);
  });

  it('are made once while the network answers with the same ports, anew when a port changes', async () => {
    const renamed = port('JTR', 'Thira');
    const services = network([PIRAEUS, SANTORINI], [PIRAEUS, SANTORINI], [PIRAEUS, renamed]);
    const first = await loadSearchPorts(services, 'de');
    expect(await loadSearchPorts(services, 'de')).toBe(first);
    const changed = await loadSearchPorts(services, 'de');
    expect(changed).not.toBe(first);
    expect(changed.list[1]!.name).toBe('Thira');
  });

  it('are none when no network answers, and then no code is refused', async () => {
    const ports = await loadSearchPorts(network(null), 'fr');
    expect(ports.list).toEqual([]);
    expect(ports.codes).toBeNull();
  });
});
