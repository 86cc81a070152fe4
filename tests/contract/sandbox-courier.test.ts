import { afterAll, beforeAll, expect, it } from 'vitest';
import { SandboxCourier, sandboxShippingNumber } from '#adapters/sandbox-courier/sandbox-courier.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aRecipient, courierContract } from './courier.contract.ts';

let database: TestDatabase;
let now = new Date('2026-12-01T08:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

courierContract('the sandbox courier Kyma plays itself', () => ({
  courier: new SandboxCourier({ knex: database.knex, clock }),
  deliver() {
    now = new Date(now.getTime() + 3 * 86_400_000);
  },
}));

it('answers the same shipping number when asked again for the same order', async () => {
  const courier = new SandboxCourier({ knex: database.knex, clock });
  const shipment = { reference: 'KY7Q-3MZD-W1HC-9RTA', recipient: aRecipient() };
  const first = await courier.createVoucher(shipment);
  const again = await courier.createVoucher(shipment);
  expect(first).toEqual({ ok: true, value: { shippingNumber: sandboxShippingNumber(shipment.reference) } });
  expect(again).toEqual(first);
  expect(
    await database.knex('sandbox_courier_shipments').where({ reference: shipment.reference }),
  ).toHaveLength(1);
});

it('moves a parcel on with the clock: picked up, out for delivery, delivered', async () => {
  const start = new Date('2027-03-01T09:00:00Z');
  const at = (hours: number) => ({ now: () => new Date(start.getTime() + hours * 3_600_000) });
  const created = await new SandboxCourier({ knex: database.knex, clock: at(0) }).createVoucher({
    reference: 'KY00-0000-0000-0001',
    recipient: aRecipient({ city: 'Νάξος' }),
  });
  if (!created.ok) throw new Error(created.error);
  const statusAfter = async (hours: number) => {
    const tracked = await new SandboxCourier({ knex: database.knex, clock: at(hours) }).retrieveVoucher(
      created.value.shippingNumber,
    );
    return tracked.ok ? [tracked.value.status, tracked.value.events.at(-1)?.location] : tracked.error;
  };
  expect(await statusAfter(1)).toEqual(['created', 'Piraeus hub']);
  expect(await statusAfter(3)).toEqual(['inTransit', 'Piraeus hub']);
  expect(await statusAfter(30)).toEqual(['outForDelivery', 'Νάξος']);
  expect(await statusAfter(50)).toEqual(['delivered', 'Νάξος']);
});
