import { describe, expect, it } from 'vitest';
import { FerryGatewayInventory } from '#adapters/ferry-gateway/ferry-gateway-inventory.ts';
import { writeMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import { errorAnswer } from '../../support/ferry-gateway/fgw-server-elements.ts';
import { summerDay, TEST_TODAY } from '../../support/test-today.ts';

const THRESHOLD = 5;
const search = { from: 'PIR', to: 'AOI', date: summerDay(10), passengers: 1, vehicles: 0, pets: 0 };

/** A FerryGateway adapter whose gateway gives every request the one answer `xml`, counting the requests. */
function gatewayAnswering(xml: string) {
  const asked = { count: 0 };
  const inventory = new FerryGatewayInventory({
    name: 'ferrygateway',
    baseUrl: 'http://gateway.test',
    clientId: 'kyma',
    clientSecret: 'secret',
    operators: ['SF'],
    attemptTimeoutMs: 1000,
    retries: 0,
    backoffMs: 1,
    breakerThreshold: THRESHOLD,
    breakerCoolDownMs: 60_000,
    now: () => TEST_TODAY.getTime(),
    fetch: (async () => {
      asked.count += 1;
      return new Response(xml, { status: 200, headers: { 'content-type': 'application/xml' } });
    }) as typeof fetch,
  });
  return { inventory, asked };
}

const refusal = (code: string) =>
  writeMessage('GetSailingsResponse', errorAnswer('kyma', TEST_TODAY, code, 'as the operator words it'));

describe('FerryGateway: what counts against the circuit breaker (issue #47)', () => {
  it('reads NoSailings as an empty list, however many searches meet it, and stays closed', async () => {
    const { inventory, asked } = gatewayAnswering(refusal('NoSailings'));
    for (let i = 0; i <= THRESHOLD * 2; i++) expect(await inventory.searchTrips(search)).toEqual([]);
    expect(asked.count).toBe(THRESHOLD * 2 + 1);
    expect(inventory.client.http.breaker.state).toBe('closed');
  });

  it('fails a search on an error code Kyma does not know, yet counts the answer as the gateway being up', async () => {
    const { inventory, asked } = gatewayAnswering(refusal('SeasonNotOpen'));
    for (let i = 0; i <= THRESHOLD; i++)
      await expect(inventory.searchTrips(search)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(asked.count).toBe(THRESHOLD + 1);
    expect(inventory.client.http.breaker.state).toBe('closed');
  });

  it('opens on answers that are no FerryGateway message, and then asks no more', async () => {
    const { inventory, asked } = gatewayAnswering('<GetSailingsResponse');
    for (let i = 0; i < THRESHOLD; i++)
      await expect(inventory.searchTrips(search)).rejects.toMatchObject({ kind: 'malformedResponse' });
    expect(inventory.client.http.breaker.state).toBe('open');
    await expect(inventory.searchTrips(search)).rejects.toMatchObject({ kind: 'circuitOpen' });
    expect(asked.count).toBe(THRESHOLD);
  });
});
