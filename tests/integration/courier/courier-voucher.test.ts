import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresOrderShipmentRepository } from '#adapters/postgres/orders/postgres-order-shipment-repository.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { sandboxShippingNumber } from '#adapters/sandbox-courier/sandbox-courier.ts';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import { createCourierVoucherHandler } from '#application/orders/create-courier-voucher-job.ts';
import type { Courier } from '#application/ports/courier.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { err } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  cardPayment,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { quietLogger } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 40);
});
afterAll(async () => {
  await database?.destroy();
});

const courierAddress = {
  prefecture: 'Κυκλάδες',
  city: 'Νάξος',
  address: 'Παραλία Χώρας 3',
  zipCode: '84300',
  name: 'Eleni Papadopoulou',
  telephone: '6912345678',
};

/** Places, pays and tickets an order for one traveller; answers the order and the jobs that ran. */
async function ticketedOrder(trip: Trip, receiveTicketsMethod: ReceiveTicketsMethod) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      locale: 'el',
      legs,
      payment: {
        ...cardPayment(),
        receiveTicketsMethod,
        ...(receiveTicketsMethod === 'courier' ? courierAddress : {}),
      },
      expectedFinalPrice: price.value.breakdown.finalPrice,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const { order } = placed.value;
  const redirect = await harness.services.startPayment.execute({
    order: (await harness.orders.findById(order.id))!,
  });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  const ran = await drainOutbox(database.knex, harness.jobHandlers);
  return { order: (await harness.orders.findById(order.id))!, ran };
}

const sailing = (index: number) => trips[index % trips.length]!;
const shipmentsOf = (orderId: string) => database.knex('order_shipments').where({ order_id: orderId });

describe('courier delivery of a ticketed order', () => {
  it('books the courier once, even when the job runs twice', async () => {
    const { order, ran } = await ticketedOrder(sailing(0), 'courier');
    expect(order.status).toBe('ticketed');
    expect(order.breakdown.shippingCost).toBe(300);
    expect(ran).toEqual([
      'order.issueTickets',
      'order.reportFiscalDocument',
      'order.sendConfirmation',
      'order.createCourierVoucher',
    ]);
    const [stored] = await shipmentsOf(order.id);
    expect(stored).toMatchObject({
      courier: 'sandbox',
      shipping_number: sandboxShippingNumber(order.reference),
    });

    // The queue delivers the job again (a retry after a lost acknowledgement, a second worker).
    const job = { id: 'again', name: ORDER_JOBS.createCourierVoucher };
    const handler = harness.jobHandlers[ORDER_JOBS.createCourierVoucher]!;
    await Promise.all([handler({ orderId: order.id }, job), handler({ orderId: order.id }, job)]);
    await handler({ orderId: order.id }, job);
    expect(await shipmentsOf(order.id)).toHaveLength(1);
    expect(
      await database.knex('sandbox_courier_shipments').where({ reference: order.reference }),
    ).toHaveLength(1);
    const tracked = await harness.courier.retrieveVoucher(stored.shipping_number);
    expect(tracked.ok && tracked.value.events[0]?.location).toBe('Piraeus hub');
  });

  it('stores the same number when the process died between booking the courier and storing it', async () => {
    const { order } = await ticketedOrder(sailing(1), 'courier');
    const [before] = await shipmentsOf(order.id);
    await database.knex('order_shipments').where({ order_id: order.id }).delete();
    await harness.jobHandlers[ORDER_JOBS.createCourierVoucher]!(
      { orderId: order.id },
      { id: 'x', name: 'x' },
    );
    const after = await shipmentsOf(order.id);
    expect(after.map((row) => row.shipping_number)).toEqual([before.shipping_number]);
  });

  it('queues no courier for tickets picked up at the port', async () => {
    const { order, ran } = await ticketedOrder(sailing(2), 'portPickup');
    expect(ran).toEqual(['order.issueTickets', 'order.reportFiscalDocument', 'order.sendConfirmation']);
    expect(await shipmentsOf(order.id)).toHaveLength(0);
  });

  it('leaves the job to be retried when the courier does not answer, and stops when it refuses', async () => {
    const { order } = await ticketedOrder(sailing(3), 'courier');
    await database.knex('order_shipments').where({ order_id: order.id }).delete();
    const errors: object[] = [];
    const handlerWith = (courier: Courier) =>
      createCourierVoucherHandler({
        orders: harness.orders,
        shipments: new PostgresOrderShipmentRepository(database.knex),
        courier,
        clock: testClock(),
        logger: { ...quietLogger, error: (details: object) => errors.push(details) },
      });
    const down: Courier = {
      name: 'down',
      createVoucher: async () => err('unavailable' as const),
      retrieveVoucher: async () => err('unavailable' as const),
    };
    await expect(handlerWith(down)({ orderId: order.id }, { id: 'j', name: 'j' })).rejects.toThrow(
      /did not answer/,
    );
    const refusing: Courier = {
      ...down,
      name: 'refusing',
      createVoucher: async () => err('invalidAddress' as const),
    };
    await handlerWith(refusing)({ orderId: order.id }, { id: 'j', name: 'j' });
    expect(errors).toEqual([expect.objectContaining({ orderId: order.id, error: 'invalidAddress' })]);
    expect(await shipmentsOf(order.id)).toHaveLength(0);
  });
});
