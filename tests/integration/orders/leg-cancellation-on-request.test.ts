import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { CancelBookingLeg } from '#application/ferry/cancel-booking-leg.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { QuoteLegCancellation } from '#application/orders/quote-leg-cancellation.ts';
import { QuoteOrderCancellation } from '#application/orders/quote-order-cancellation.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import { PORTS } from '#container';
import { checkoutHarness, piraeusSantoriniTrips, ticketedOrder } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

/** The harness's systems, the one named declaring no capability beyond the core (as FerryGateway 1.3.1). */
function withoutCapabilities(agentName: string): FerryNetwork {
  const network = harness.container.get(FerryNetwork);
  const upstreams = network.upstreams.map(
    (upstream): FerryInventory =>
      upstream.agentName === agentName
        ? Object.assign(Object.create(upstream), { capabilities: {} })
        : upstream,
  );
  return new FerryNetwork({ upstreams, timeoutMs: network.timeoutMs });
}

function quoteOver(network: FerryNetwork) {
  const { container } = harness;
  return new QuoteLegCancellation({
    getOrder: container.get(GetOrder),
    cancelBookingLeg: new CancelBookingLeg({ network }),
    quoteOrder: container.get(QuoteOrderCancellation),
    disruptions: container.get(PORTS.disruptions),
  });
}

describe('a sailing whose company cancels one leg only on request (decision 0121)', () => {
  it('is not asked of the company: the traveller is told the desk will ask it, and the order is unchanged', async () => {
    const [out] = await piraeusSantoriniTrips(harness.ferry, 30);
    const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
    const { order, token } = await ticketedOrder(database.knex, harness, out!, 'on.request@example.com', {
      laterTrips: [back!],
    });
    const access = { reference: order.reference, token, legIndex: 1 };
    const atDesk = quoteOver(withoutCapabilities(order.legs[1]!.agentName));
    const refused = await atDesk.execute(access);
    expect(refused.ok ? 'quoted' : refused.error.code).toBe('legCancellationOnRequest');
    // The order page asks the same rule, so it offers the desk and no button for that sailing.
    expect(atDesk.onRequest(order, 1)).toBe(true);
    // The same order at a system that cancels one leg is quoted as before.
    const online = quoteOver(harness.container.get(FerryNetwork));
    expect(online.onRequest(order, 1)).toBe(false);
    const quoted = await online.execute(access);
    expect(quoted.ok && quoted.value.wholeOrder).toBe(false);
    const after = await harness.orders.findById(order.id);
    expect(after!.legs.map((leg) => leg.cancellation)).toEqual([undefined, undefined]);
  });
});
