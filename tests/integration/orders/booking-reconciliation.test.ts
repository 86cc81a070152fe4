import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { ORDER_JOBS } from '#application/checkout/order-jobs.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import { RetrieveBooking } from '#application/ferry/retrieve-booking.ts';
import { COMPANY_CANCELLED_EMAIL_JOB, ReconcileBookings } from '#application/orders/reconcile-bookings.ts';
import { loadConfig } from '#config';
import { compose, PORTS } from '#container';
import type { Principal } from '#domain/auth/principal.ts';
import type { Order } from '#domain/orders/order.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createBookingRouter } from '#web/api/booking/booking-router.ts';
import { AGENT_ACCOUNT, agentToken } from '../../support/agent-account.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { LocalFerryGateway } from '../../support/ferry-gateway/local-ferry-gateway.ts';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../../support/liknoss-server/local-liknoss.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV, testClock } from '../../support/test-today.ts';

const support: Principal = { id: 999, email: 'support@kyma.test', scope: ['support'] };

interface Selling {
  harness: ReturnType<typeof checkoutHarness>;
  /** Cancels the order's booking at the system that sold it, directly: what its company does without Kyma. */
  cancelAtCompany(order: Order): Promise<void>;
  close(): Promise<void>;
}

/**
 * The daily reconciliation (issue #47 point 5) over one way of selling: a booking is cancelled at its
 * company behind Kyma's back, and one run must find it, a second nothing.
 */
function reconciliationOver(name: string, sell: (database: TestDatabase) => Promise<Selling>) {
  describe(`the daily reconciliation with every company: ${name}`, () => {
    let database: TestDatabase;
    let selling: Selling;
    let reconcile: ReconcileBookings;
    let trips: Trip[];
    let cancelledBehind: Order;
    let intact: Order;
    const harness = () => selling.harness;
    const causesOf = async (order: Order) =>
      (await harness().orders.events(order.id)).flatMap((event) =>
        typeof event.cause === 'string' ? [] : [event.cause],
      );
    const companyMailsTo = (address: string) =>
      database.knex('emails').where({ recipient: address, template: 'companyCancelled' });

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedReferenceData(database.knex);
      selling = await sell(database);
      reconcile = harness().container.get(ReconcileBookings);
      trips = await piraeusSantoriniTrips(harness().ferry, 3);
      cancelledBehind = (await ticketedOrder(database.knex, harness(), trips[0]!, 'behind@example.com'))
        .order;
      intact = (await ticketedOrder(database.knex, harness(), trips[0]!, 'intact@example.com')).order;
      await selling.cancelAtCompany(cancelledBehind);
    });
    afterAll(async () => {
      await selling?.close();
      await database?.destroy();
    });

    it('finds the booking its company cancelled in one run, and nothing on the intact one', async () => {
      expect(await reconcile.execute()).toEqual({ checked: 2, found: 1, unanswered: 0 });
      expect(await causesOf(cancelledBehind)).toContainEqual({
        code: 'cancelledAtCompanyFound',
        values: { upstream: cancelledBehind.legs[0]!.agentName, sailing: '1' },
      });
      // Recorded on the order as the company's cancellation: its one sailing, so the order, all paid owed.
      const found = (await causesOf(cancelledBehind)).filter((c) => c.code === 'cancelledAtCompanyFound');
      expect(found).toHaveLength(1);
      const after = await harness().orders.findById(cancelledBehind.id);
      const owed = { coverage: 'full', fee: 0, refund: cancelledBehind.breakdown.finalPrice };
      expect(after!.status).toBe('cancelled');
      expect(after!.cancellation).toMatchObject(owed);
      const intactCauses = (await causesOf(intact)).map((cause) => cause.code);
      expect(intactCauses).not.toContain('cancelledAtCompanyFound');
      expect(intactCauses).not.toContain('differsAtCompany');
    });

    it('puts it on the disruption desk with the refund owed: all its one sailing was paid', async () => {
      const read = await harness()
        .container.get(ReadDisruptionDesk)
        .execute({
          actor: support,
          filter: { day: businessDay(harness().clock.now()), company: '', status: 'all' },
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

    it('tells the traveller once, and sends the refund owed back without asking the company again', async () => {
      const ran = await drainOutbox(database.knex, harness().jobHandlers);
      expect(ran).toEqual(expect.arrayContaining([COMPANY_CANCELLED_EMAIL_JOB, ORDER_JOBS.cancel]));
      const after = await harness().orders.findById(cancelledBehind.id);
      const refund = cancelledBehind.breakdown.finalPrice;
      expect(after).toMatchObject({ status: 'refunded', cancellation: { refund } });
      const mails = await companyMailsTo('behind@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(cancelledBehind.reference);
      expect(await companyMailsTo('intact@example.com')).toHaveLength(0);
    });

    it('adds nothing on a second run the same day, the cancelled order done with', async () => {
      const before = (await harness().orders.events(cancelledBehind.id)).length;
      expect(await reconcile.execute()).toEqual({ checked: 1, found: 0, unanswered: 0 });
      expect(await harness().orders.events(cancelledBehind.id)).toHaveLength(before);
      expect(await drainOutbox(database.knex, harness().jobHandlers)).toEqual([]);
      expect(await companyMailsTo('behind@example.com')).toHaveLength(1);
    });

    it('reads every order once however small its pages', async () => {
      const container = harness().container;
      const onePerPage = new ReconcileBookings({
        reconciliations: container.get(PORTS.reconciliations),
        retrieveBooking: container.get(RetrieveBooking),
        orders: container.get(PORTS.orders),
        ids: container.get(PORTS.ids),
        clock: container.get(PORTS.clock),
        pageSize: 1,
      });
      expect(await onePerPage.execute()).toEqual({ checked: 1, found: 0, unanswered: 0 });
    });
  });
}

reconciliationOver('the simulated systems', async (database) => {
  const harness = checkoutHarness(database.knex);
  return {
    harness,
    async cancelAtCompany(order) {
      const leg = order.legs[0]!;
      const company = harness.network.upstreams.find((upstream) => upstream.agentName === leg.agentName)!;
      const cancelled = await company.cancelBooking({ orderCode: leg.upstreamOrderCode, confirm: true });
      expect(cancelled.ok && cancelled.value.cancelled).toBe(true);
    },
    close: async () => {},
  };
});

reconciliationOver('an agency’s Liknoss account (the local server)', async (database) => {
  const liknossDatabase = await createTestDatabase();
  const liknoss = await startLocalLiknoss({
    knex: liknossDatabase.knex,
    clock: testClock(),
    holdMinutes: 20,
  });
  const harness = checkoutHarness(database.knex, {
    env: {
      FERRY_UPSTREAMS: 'liknoss',
      LIKNOSS_URL: liknoss.url,
      LIKNOSS_AGENCY_CODE: LOCAL_LIKNOSS_ACCOUNT.agencyCode,
      LIKNOSS_USER: LOCAL_LIKNOSS_ACCOUNT.user,
      LIKNOSS_PASSWORD: LOCAL_LIKNOSS_ACCOUNT.password,
      LIKNOSS_SIGNATURE: LOCAL_LIKNOSS_ACCOUNT.signature,
    },
  });
  return {
    harness,
    // The agency's staff cancel at Liknoss's own terminal: its `POST /cancellation`, not through Kyma.
    async cancelAtCompany(order) {
      const answer = await fetch(`${liknoss.url}/cancellation`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'language-code': 'en',
          'agency-code': LOCAL_LIKNOSS_ACCOUNT.agencyCode,
          'agency-user-name': LOCAL_LIKNOSS_ACCOUNT.user,
          'agency-password': LOCAL_LIKNOSS_ACCOUNT.password,
          'agency-signature': LOCAL_LIKNOSS_ACCOUNT.signature,
        },
        body: JSON.stringify({
          crsReservationId: Number(order.legs[0]!.upstreamOrderCode),
          askForFees: false,
        }),
      });
      expect(answer.status).toBe(200);
    },
    close: async () => {
      await liknoss.close();
      await liknossDatabase.destroy();
    },
  };
});

reconciliationOver('a FerryGateway awarding system (the local server)', async (database) => {
  const companyDatabase = await createTestDatabase();
  const clock = testClock();
  const [company] = createSimulatedNetwork({
    knex: companyDatabase.knex,
    clock,
    holdMinutes: 20,
    systems: ['attica-direct'],
  }).upstreams;
  const gateway = new LocalFerryGateway({
    system: company!,
    clientId: 'kyma-agency',
    clientSecret: 'local-secret',
    now: () => clock.now(),
    tokenTtlMs: 15 * 60_000,
  });
  const harness = checkoutHarness(database.knex, {
    env: {
      FERRY_UPSTREAMS: 'none',
      FERRY_GATEWAY_URL: await gateway.listen(),
      FERRY_GATEWAY_CLIENT_ID: 'kyma-agency',
      FERRY_GATEWAY_CLIENT_SECRET: 'local-secret',
      FERRY_GATEWAY_OPERATORS: 'BSF,SF',
    },
  });
  return {
    harness,
    // The company cancels in its own system, which the gateway only fronts.
    async cancelAtCompany(order) {
      const cancelled = await company!.cancelBooking({
        orderCode: order.legs[0]!.upstreamOrderCode,
        confirm: true,
      });
      expect(cancelled.ok && cancelled.value.cancelled, JSON.stringify(cancelled)).toBe(true);
    },
    close: async () => {
      await gateway.close();
      await companyDatabase.destroy();
    },
  };
});

reconciliationOver('another Kyma’s booking API over HTTP', async (database) => {
  const remoteDatabase = await createTestDatabase();
  const remote = await compose(
    loadConfig({
      ...TEST_CLOCK_ENV,
      DATABASE_URL: remoteDatabase.url,
      REDIS_URL: inject('redisUrl'),
      LOG_LEVEL: 'silent',
      FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
      ...AGENT_ACCOUNT,
    }),
    pino({ level: 'silent' }),
  );
  await remote.prepareStorage({ migrate: true });
  const app = express();
  app.use('/booking', createBookingRouter(remote.services.ferry, { agents: remote.services.authorizeAgent }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const harness = checkoutHarness(database.knex, {
    env: {
      FERRY_UPSTREAMS: 'none',
      FERRY_HTTP_UPSTREAMS: `kyma-remote=http://127.0.0.1:${(server.address() as AddressInfo).port}/booking`,
      FERRY_HTTP_UPSTREAM_TOKENS: `kyma-remote=${await agentToken(remote)}`,
    },
  });
  return {
    harness,
    // The remote system cancels in its own right, its booking API never asked by this Kyma.
    async cancelAtCompany(order) {
      const cancelled = await remote.services.ferry.cancelBooking.execute({
        orderCode: order.legs[0]!.upstreamOrderCode,
        confirm: true,
      });
      expect(cancelled.ok && cancelled.value.cancelled, JSON.stringify(cancelled)).toBe(true);
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await remote.close();
      await remoteDatabase.destroy();
    },
  };
});
