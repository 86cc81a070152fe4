import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { AppServices } from '#application/app-services.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { paymentReturns } from '#web/server/payment-returns.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 45);
});
afterAll(async () => {
  await database?.destroy();
});

/** Places an order and pays it on the sandbox page; answers the provider's return path and query. */
async function paidReturn(trip: Trip, returnOrigin: string | null) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await harness.services.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const redirect = await harness.services.startPayment.execute({ order: placed.value.order, returnOrigin });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  return { order: placed.value.order, path: `${back.pathname}${back.search}` };
}

const returns = () => {
  const app = express();
  app.use('/payment-return', paymentReturns({ checkout: harness.services } as unknown as AppServices));
  return app;
};

describe('coming back from the payment provider', () => {
  it('lands on the host the traveller checked out on, where the order’s cookie is', async () => {
    const { order, path } = await paidReturn(trips[0]!, 'http://127.0.0.1:3000');
    const answer = await request(returns()).get(path).expect(303);
    expect(answer.headers.location).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:3000/en/success\\?ref=${order.reference}&paid=`),
    );
  });

  it('stays on PUBLIC_URL when the traveller checked out there', async () => {
    const { order, path } = await paidReturn(trips[1]!, null);
    const answer = await request(returns()).get(path).expect(303);
    expect(answer.headers.location).toMatch(new RegExp(`^/en/success\\?ref=${order.reference}&paid=`));
  });

  it('takes the same return posted as a form from the provider’s site, and refuses one past its limit', async () => {
    const { order, path } = await paidReturn(trips[2]!, null);
    const [route, fields] = path.split('?') as [string, string];
    const posted = await request(returns()).post(route).type('form').send(fields).expect(303);
    expect(posted.headers.location).toMatch(new RegExp(`^/en/success\\?ref=${order.reference}&paid=`));
    await request(returns())
      .post(route)
      .type('form')
      .send(`${fields}&pad=${'x'.repeat(16 * 1024)}`)
      .expect(413);
  });
});
