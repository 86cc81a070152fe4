import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { voucherDocument } from '#application/voucher/voucher-document.ts';
import { legStatusInOrder } from '#domain/orders/leg-status.ts';
import { afterSaleMoney } from '#domain/orders/order-ledger.ts';
import { orderAnswer } from '#domain/wire-contract/order-answers.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import {
  checkoutHarness,
  drainOutbox,
  laterSailingToMoveTo,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
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

type Access = { reference: string; token: string };
type Step =
  | { kind: 'move'; price: 'dearer' | 'cheaper' }
  | { kind: 'cancelLeg'; legIndex: number }
  | { kind: 'cancelOrder' };

const drain = () => drainOutbox(database.knex, harness.jobHandlers);

/** Pays with the sandbox card from the provider's page, as the traveller's browser does. */
async function payAtSandbox(url: string) {
  const back = new URL((await harness.sandbox.decide(url.split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
}

async function view(access: Access) {
  const found = await harness.services.getOrder.execute(access);
  if (!found.ok) throw new Error(found.error.code);
  return found.value;
}

/** Moves the first sailing to a dearer (paid) or a cheaper (money back) one; a refusal changes nothing. */
async function move(access: Access, price: 'dearer' | 'cheaper') {
  const { order } = await view(access);
  // A sailing of that kind may not exist within three weeks (fares follow demand): the step is then not taken.
  const target = await laterSailingToMoveTo(harness, order, access, price).catch(() => null);
  if (!target) return;
  const held = await harness.services.holdChange.execute({
    ...access,
    change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
  });
  if (!held.ok) return;
  const { change } = held.value;
  if (change.total > 0) {
    const started = await harness.services.startPayment.execute({ order, change });
    if (started.ok) await payAtSandbox(started.value.url);
  } else {
    await harness.services.confirmChange.execute({ ...access, changeId: change.id });
  }
}

async function run(access: Access, step: Step) {
  if (step.kind === 'move') return move(access, step.price);
  if (step.kind === 'cancelLeg') {
    const quoted = await harness.services.quoteLegCancellation.execute({
      ...access,
      legIndex: step.legIndex,
    });
    if (quoted.ok)
      await harness.services.cancelOrderLeg.execute({
        ...access,
        legIndex: step.legIndex,
        acceptedRefund: quoted.value.quote.refund,
      });
    return;
  }
  const quoted = await harness.services.quoteCancellation.execute(access);
  if (quoted.ok)
    await harness.services.cancelOrder.execute({ ...access, acceptedRefund: quoted.value.quote.refund });
}

/** What the sandbox provider holds of the order's payments now: what it took, less what it gave back. */
async function heldAtProvider(orderId: string): Promise<number> {
  const attempts = await harness.orders.paymentAttempts(orderId);
  const rows = await database
    .knex('sandbox_payments')
    .whereIn(
      'id',
      attempts.map((attempt) => attempt.providerPaymentId),
    )
    .where({ status: 'succeeded' });
  return rows.reduce((sum, row) => sum + row.amount - row.refunded, 0);
}

/** Every view of the order tells one story: the ledger's money, the latest version's leg statuses. */
async function expectOneTruth(access: Access) {
  const { order, ledger } = await view(access);
  expect(ledger.net).toBe(await heldAtProvider(order.id));
  expect(ledger.refunded).toBeLessThanOrEqual(ledger.charged);
  const statuses = order.legs.map((leg) => legStatusInOrder(order, leg));
  const latest = (await harness.orders.versions(order.id)).at(-1)!;
  expect(latest.legs.map((leg) => leg.status)).toEqual(statuses);
  expect(latest.legs.map((leg) => leg.tripId)).toEqual(order.legs.map((leg) => leg.booking.tripId));
  const answer = orderAnswer(order, {
    documents: true,
    describeLines: (lines) => lines.map(() => ({ description: '', detail: null })),
    ledger,
  });
  expect(answer.legs.map((leg) => leg.status)).toEqual(statuses);
  expect(answer.money).toMatchObject({ charged: ledger.charged, refunded: ledger.refunded, net: ledger.net });
  const voucher = await voucherDocument(order, {
    listPorts: harness.ferry.listPorts,
    words: messageWords,
    settings: new PostgresSettingsRepository(database.knex),
    publicUrl: 'http://kyma.test',
    resellers: new PostgresResellerRepository(database.knex),
    ...harness.moneySources,
  });
  // No sailing that is not valid is on the voucher; its money lines are the ledger's.
  expect(voucher.legs.map((leg) => leg.legIndex)).toEqual(
    statuses.flatMap((status, index) => (status === 'valid' ? [index] : [])),
  );
  expect(voucher.afterSale).toEqual(afterSaleMoney(ledger));
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    price: fc.constantFrom('dearer' as const, 'cheaper' as const),
  }),
  fc.record({ kind: fc.constant('cancelLeg' as const), legIndex: fc.constantFrom(0, 1) }),
  fc.constant({ kind: 'cancelOrder' as const }),
);

describe('the after-sale, in random sequences', () => {
  it('keeps one truth in every view after every step: money held, leg statuses, the voucher', async () => {
    let run_ = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (steps, twoLegs) => {
          run_ += 1;
          // Blue Star: its "standard" terms change a sailing for a fee and cancel one for part of its fare.
          const out = (await piraeusSantoriniTrips(harness.ferry, 30)).find(
            (trip) => trip.company.code === 'BSF',
          );
          const [back] = await piraeusSantoriniTrips(harness.ferry, 34);
          const { order, token } = await ticketedOrder(
            database.knex,
            harness,
            out!,
            `after-sale-${run_}@example.com`,
            {
              laterTrips: twoLegs ? [back!] : [],
            },
          );
          const access = { reference: order.reference, token };
          await expectOneTruth(access);
          for (const each of steps) {
            await run(access, each);
            await drain();
            await expectOneTruth(access);
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});
