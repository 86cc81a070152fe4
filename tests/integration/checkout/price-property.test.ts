import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { bookingConfirmationEmail } from '#application/email/booking-confirmation-email.ts';
import { voucherDocument } from '#application/voucher/voucher-document.ts';
import { addPet, assignPet, updatePet } from '#domain/booking/leg-pets.ts';
import { addVehicle, updateVehicle } from '#domain/booking/leg-vehicles.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import {
  aFilledLeg,
  anOrder,
  cardPayment,
  checkoutHarness,
  drainOutbox,
  tripsOn,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = [];
  for (const [from, to, day] of [
    ['PIR', 'JTR', 60],
    ['PIR', 'HER', 61],
    ['RAF', 'JMK', 62],
  ] as const) {
    trips.push(...(await tripsOn(harness.ferry, { from, to }, day)));
  }
  await database.knex('coupons').insert({
    name: 'TENOFF',
    active: true,
    discount_kind: 'percentage',
    discount_value: 1000,
    created_at: new Date(),
    updated_at: new Date(),
  });
});
afterAll(async () => {
  await database?.destroy();
});

/** A random cart: one or two sailings (of one or two systems), up to four passengers, a car, a pet. */
const carts = fc.record({
  legs: fc.uniqueArray(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 2, selector: (n) => n % 7 }),
  passengers: fc.integer({ min: 1, max: 4 }),
  car: fc.boolean(),
  pet: fc.boolean(),
  wholeCabin: fc.boolean(),
  courier: fc.boolean(),
  coupon: fc.boolean(),
});

describe('the price of a random cart', () => {
  it('is the same shown, charged at the provider, frozen on the order with its lines and printed on the voucher', async () => {
    await fc.assert(
      fc.asyncProperty(carts, async (cart) => {
        const legs = cart.legs.map((pick, legIndex) => {
          const trip = trips[pick % trips.length]!;
          let leg = { ...aFilledLeg(trip, cart.passengers), legIndex };
          if (cart.car && trip.garage) {
            leg = updateVehicle(addVehicle(leg, trip), 0, {
              accommodationType: 'CAR',
              length: 4.2,
              plateNumber: 'IKN1234',
              fuelType: 'diesel',
            });
          }
          if (cart.pet && trip.pets && trip.petAvailability > 0) {
            leg = updatePet(assignPet(addPet(leg, trip), 0, 0), 0, {
              code: 'SMALL',
              identityNumber: '941000024680135',
            });
          }
          const cabin = trip.cabinAvailability.find((offer) => offer.wholeCabins >= 2);
          if (cart.wholeCabin && cabin) {
            leg = {
              ...leg,
              passengers: leg.passengers.map((passenger) => ({
                ...passenger,
                accommodationType: cabin.code,
                accommodationTypeDescr: cabin.name,
                accommodationRequestType: 'COMPLETE' as const,
              })),
            };
          }
          return leg;
        });
        const method = cart.courier ? 'courier' : 'portPickup';
        const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: method });
        if (!price.ok) throw new Error(JSON.stringify(price.error));
        const coupon = cart.coupon
          ? await harness.services.checkCoupon.execute({
              code: 'TENOFF',
              email: '',
              basket: price.value.breakdown.subtotal,
            })
          : null;
        const discount = coupon?.ok ? coupon.value.discount : null;
        // What the browser computes and shows before paying.
        const shown = cartBreakdown(
          price.value.legs.map((leg) => leg.tripTotal),
          method,
          discount,
        );
        const placed = await harness.services.placeOrder.execute(
          anOrder({
            locale: 'el',
            legs,
            payment: {
              ...cardPayment(),
              receiveTicketsMethod: method,
              ...(cart.courier
                ? {
                    name: 'Eleni',
                    address: 'Akti Miaouli 85',
                    city: 'Piraeus',
                    zipCode: '185 38',
                    prefecture: 'Attica',
                  }
                : {}),
            },
            couponCode: cart.coupon ? 'TENOFF' : '',
            expectedFinalPrice: shown.finalPrice,
          }),
        );
        if (!placed.ok) throw new Error(JSON.stringify(placed.error));
        const { order } = placed.value;
        expect(order.breakdown).toEqual(shown);

        const redirect = await harness.services.startPayment.execute({ order });
        if (!redirect.ok) throw new Error('payment did not start');
        const paymentId = redirect.value.url.split('/').pop()!;
        const charged = await database.knex('sandbox_payments').where({ id: paymentId }).first();
        expect(charged.amount).toBe(shown.finalPrice);
        const back = new URL((await harness.sandbox.decide(paymentId, 'succeeded'))!);
        await harness.services.completePayment.execute({
          provider: 'sandbox',
          params: Object.fromEntries(back.searchParams),
        });
        await drainOutbox(database.knex, harness.jobHandlers);

        const ticketed = (await harness.orders.findById(order.id))!;
        expect(ticketed.status).toBe('ticketed');
        const sources = {
          listPorts: harness.ferry.listPorts,
          words: messageWords,
          settings: new PostgresSettingsRepository(database.knex),
          publicUrl: 'http://kyma.test',
          resellers: new PostgresResellerRepository(database.knex),
          ...harness.moneySources,
        };
        const voucher = await voucherDocument(ticketed, sources);
        expect(voucher.breakdown.finalPrice).toBe(shown.finalPrice);
        expect(voucher.legs.reduce((sum, leg) => sum + leg.total, 0)).toBe(shown.subtotal);

        // The stored lines add up to the amount charged; a whole cabin costs what the results offered.
        const lines = linesOfOrder(ticketed);
        expect(ticketed.chargeLines).toEqual(lines);
        expect(chargeLinesTotal(lines)).toBe(charged.amount);
        for (const cabinLine of lines.filter((line) => line.kind === 'wholeCabin')) {
          const offer = trips
            .find((trip) => trip.tripId === legs[cabinLine.legIndex!]!.tripId)!
            .cabinAvailability.find((cabin) => cabin.code === cabinLine.accommodation)!;
          const cabins = Math.ceil(cabinLine.occupants.length / offer.berthsPerCabin);
          expect(cabinLine.amount).toBe(offer.wholeCabinFare * cabins);
        }
        // Every document, in every language, prints lines that add up to the final price.
        for (const locale of LOCALE_CODES) {
          const inLocale = await voucherDocument({ ...ticketed, locale }, sources);
          const printed = inLocale.legs.flatMap((leg) => leg.lines);
          expect(printed.every((line) => line.description.trim() !== '')).toBe(true);
          expect(printed.reduce((sum, line) => sum + line.price, 0)).toBe(shown.subtotal);
          const email = bookingConfirmationEmail(inLocale, messageWords(locale));
          expect(email.sailings.map((sailing) => sailing.charges.lines.length)).toEqual(
            inLocale.legs.map((leg) => leg.lines.length),
          );
        }
      }),
      { numRuns: 12 },
    );
  });
});
