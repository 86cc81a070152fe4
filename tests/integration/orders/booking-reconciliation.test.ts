import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import { COMPANY_CANCELLED_EMAIL_JOB, ReconcileBookings } from '#application/orders/reconcile-bookings.ts';
import type { Principal } from '#domain/auth/principal.ts';
import type { Order } from '#domain/orders/order.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let reconcile: ReconcileBookings;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  reconcile = harness.container.get(ReconcileBookings);
  trips = await piraeusSantoriniTrips(harness.ferry, 3);
});
afterAll(async () => {
  await database?.destroy();
});

const support: Principal = { id: 999, email: 'support@kyma.test', scope: ['support'] };
const causesOf = async (order: Order) =>
  (await harness.orders.events(order.id))
    .map((event) => event.cause)
    .filter((cause) => typeof cause !== 'string');
const companyMailsTo = (address: string) =>
  database.knex('emails').where({ recipient: address, template: 'companyCancelled' });

/** The system that sold the order's first leg, reached directly: what the company does without Kyma. */
const companyOf = (order: Order) =>
  harness.network.upstreams.find((upstream) => upstream.agentName === order.legs[0]!.agentName)!;

describe('the daily reconciliation with every company (issue #47 point 5)', () => {
  let cancelledBehind: Order;
  let intact: Order;

  beforeAll(async () => {
    cancelledBehind = (await ticketedOrder(database.knex, harness, trips[0]!, 'behind@example.com')).order;
    intact = (await ticketedOrder(database.knex, harness, trips[0]!, 'intact@example.com')).order;
    const leg = cancelledBehind.legs[0]!;
    const cancelled = await companyOf(cancelledBehind).cancelBooking({
      orderCode: leg.upstreamOrderCode,
      confirm: true,
    });
    expect(cancelled.ok && cancelled.value.cancelled).toBe(true);
  });

  it('finds the booking its company cancelled behind Kyma’s back in one run, and nothing on the intact one', async () => {
    const outcome = await reconcile.execute();
    expect(outcome).toEqual({ checked: 2, found: 1, unanswered: 0 });
    expect(await causesOf(cancelledBehind)).toContainEqual({
      code: 'cancelledAtCompanyFound',
      values: { upstream: cancelledBehind.legs[0]!.agentName, sailing: '1' },
    });
    const intactCauses = (await causesOf(intact)).map((cause) => cause.code);
    expect(intactCauses).not.toContain('cancelledAtCompanyFound');
    expect(intactCauses).not.toContain('differsAtCompany');
  });

  it('puts it on the disruption desk with the refund owed, the whole of what its one sailing was paid', async () => {
    const read = await harness.container.get(ReadDisruptionDesk).execute({
      actor: support,
      filter: { day: businessDay(harness.clock.now()), company: '', status: 'all' },
    });
    if (!read.ok) throw new Error(read.error.code);
    expect(read.value.findings).toEqual([
      expect.objectContaining({
        reference: cancelledBehind.reference,
        orderCode: cancelledBehind.legs[0]!.upstreamOrderCode,
        fields: ['status'],
        cancelledLegs: [0],
        refundOwed: cancelledBehind.breakdown.finalPrice,
      }),
    ]);
  });

  it('tells the traveller once', async () => {
    const ran = await drainOutbox(database.knex, harness.jobHandlers);
    expect(ran).toEqual([COMPANY_CANCELLED_EMAIL_JOB]);
    const mails = await companyMailsTo('behind@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(cancelledBehind.reference);
    expect(await companyMailsTo('intact@example.com')).toHaveLength(0);
  });

  it('adds nothing on a second run the same day', async () => {
    const before = (await harness.orders.events(cancelledBehind.id)).length;
    expect(await reconcile.execute()).toEqual({ checked: 2, found: 0, unanswered: 0 });
    expect(await harness.orders.events(cancelledBehind.id)).toHaveLength(before);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);
    expect(await companyMailsTo('behind@example.com')).toHaveLength(1);
  });
});
