import { describe, expect, it } from 'vitest';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { FerryPort } from '#application/ports/ferry-search.ts';

const port = (code: string, name: string, names?: Partial<Record<string, string>>): FerryPort =>
  ({
    code,
    name,
    localName: name,
    names,
    countryCode: 'IT',
    area: 'Adriatic',
    island: false,
    latitude: 0,
    longitude: 0,
  }) as FerryPort;

/** An upstream answering whatever list `answer` holds at the time it is asked. */
function upstream(answer: { ports: FerryPort[] }) {
  return { agentName: 'a', ports: async () => answer.ports } as unknown as FerryInventory;
}

const names = (result: Awaited<ReturnType<ListPorts['execute']>>) =>
  result.ok ? result.value.map(({ code, name }) => `${code} ${name}`) : result.error;

describe('ListPorts', () => {
  it('names the ports for each reader and sorts them by that name, asked again or not', async () => {
    const answer = { ports: [port('VEN', 'Venice', { de: 'Venedig' }), port('ANC', 'Ancona')] };
    const listPorts = new ListPorts({
      network: new FerryNetwork({ upstreams: [upstream(answer)], timeoutMs: 1000 }),
    });
    for (let round = 0; round < 2; round += 1) {
      expect(names(await listPorts.execute({ lang: 'de' }))).toEqual(['ANC Ancona', 'VEN Venedig']);
      expect(names(await listPorts.execute({ lang: 'en' }))).toEqual(['ANC Ancona', 'VEN Venice']);
    }
  });

  it('makes the list anew when an upstream answers with a new list', async () => {
    const answer = { ports: [port('ANC', 'Ancona')] };
    const listPorts = new ListPorts({
      network: new FerryNetwork({ upstreams: [upstream(answer)], timeoutMs: 1000 }),
    });
    expect(names(await listPorts.execute({ lang: 'en' }))).toEqual(['ANC Ancona']);
    answer.ports = [port('BRI', 'Bari'), port('ANC', 'Ancona')];
    expect(names(await listPorts.execute({ lang: 'en' }))).toEqual(['ANC Ancona', 'BRI Bari']);
  });

  it('hands every caller a list of its own', async () => {
    const answer = { ports: [port('VEN', 'Venice'), port('ANC', 'Ancona')] };
    const listPorts = new ListPorts({
      network: new FerryNetwork({ upstreams: [upstream(answer)], timeoutMs: 1000 }),
    });
    const first = await listPorts.execute({ lang: 'en' });
    if (first.ok) first.value.reverse();
    expect(names(await listPorts.execute({ lang: 'en' }))).toEqual(['ANC Ancona', 'VEN Venice']);
  });
});
