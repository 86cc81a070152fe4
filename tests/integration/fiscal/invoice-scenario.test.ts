import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresFiscalDocuments } from '#adapters/postgres/fiscal/postgres-fiscal-documents.ts';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { PostgresSettingsRepository } from '#adapters/postgres/postgres-settings-repository.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { fiscalPrintout } from '#application/fiscal/fiscal-printout.ts';
import { voucherDocument } from '#application/voucher/voucher-document.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { addPet, assignPet, updatePet } from '#domain/booking/leg-pets.ts';
import { addVehicle, updateVehicle } from '#domain/booking/leg-vehicles.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import {
  aFilledLeg,
  anOrder,
  cardPayment,
  checkoutHarness,
  drainOutbox,
  sailingForAFamily,
} from '../../support/checkout-harness.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_TODAY } from '../../support/test-today.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;

const sailing = (from: string, to: string, days: number, wholeCabin: boolean) =>
  sailingForAFamily(harness.ferry, { from, to }, days, { wholeCabin });

/** Eight years before the test "today": a child on the day of travel. */
function childBirthDate(): string {
  const born = new Date(TEST_TODAY.getTime() - 8 * 365.25 * 86_400_000);
  return `${String(born.getUTCDate()).padStart(2, '0')}/${String(born.getUTCMonth() + 1).padStart(2, '0')}/${born.getUTCFullYear()}`;
}

/** Two adults and a child, a car and a pet; the whole party in one whole cabin when asked. */
function familyLeg(trip: Trip, legIndex: number, wholeCabin: boolean): LegBooking {
  const filled = aFilledLeg(trip, 3);
  let leg: LegBooking = {
    ...filled,
    legIndex,
    passengers: filled.passengers.map((passenger, index) =>
      index === 2 ? { ...passenger, passengerType: 'CH', birthDate: childBirthDate() } : passenger,
    ),
  };
  leg = updateVehicle(addVehicle(leg, trip), 0, {
    accommodationType: 'CAR',
    length: 4.2,
    plateNumber: 'B-KY 2024',
    fuelType: 'petrol',
  });
  leg = updatePet(assignPet(addPet(leg, trip), 0, 0), 0, {
    code: 'SMALL',
    identityNumber: '276098100012345',
  });
  const cabin = trip.cabinAvailability.find((offer) => offer.wholeCabins >= 1);
  if (!wholeCabin || !cabin) return leg;
  return {
    ...leg,
    passengers: leg.passengers.map((passenger) => ({
      ...passenger,
      accommodationType: cabin.code,
      accommodationTypeDescr: cabin.name,
      accommodationRequestType: 'COMPLETE' as const,
    })),
  };
}

const INVOICE = {
  companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
  activity: 'ΧΟΝΔΡΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ',
  tax: '099900027',
  address: 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 100, ΑΘΗΝΑ',
  registry: 'ΦΑΕ ΑΘΗΝΩΝ',
  mobile: '+306912345678',
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  await database.knex('coupons').insert({
    name: 'ZEHN',
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

describe('the invoice of the issue’s German round trip (issue #24, done when)', () => {
  it('prints the order’s own lines, the voucher’s amounts among them, adding up to the amount charged, with its MARK', async () => {
    const out = await sailing('PIR', 'HER', 45, true);
    const back = await sailing('HER', 'PIR', 52, false);
    const legs = [familyLeg(out, 0, true), familyLeg(back, 1, false)];
    const priced = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'courier' });
    if (!priced.ok) throw new Error(JSON.stringify(priced.error));
    const coupon = await harness.services.checkCoupon.execute({
      code: 'ZEHN',
      email: '',
      basket: priced.value.breakdown.subtotal,
    });
    const shown = cartBreakdown(
      priced.value.legs.map((leg) => leg.tripTotal),
      'courier',
      coupon.ok ? coupon.value.discount : null,
    );
    const placed = await harness.services.placeOrder.execute(
      anOrder({
        locale: 'de',
        legs,
        payment: {
          ...cardPayment(),
          receiveTicketsMethod: 'courier',
          name: 'Eleni',
          address: 'Akti Miaouli 85',
          city: 'Piraeus',
          zipCode: '185 38',
          prefecture: 'Attica',
        },
        invoice: INVOICE,
        couponCode: 'ZEHN',
        expectedFinalPrice: shown.finalPrice,
      }),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const { order, token } = placed.value;
    const redirect = await harness.services.startPayment.execute({ order });
    if (!redirect.ok) throw new Error('payment did not start');
    const paymentId = redirect.value.url.split('/').pop()!;
    const returned = new URL((await harness.sandbox.decide(paymentId, 'succeeded'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(returned.searchParams),
    });
    await drainOutbox(database.knex, harness.jobHandlers);
    const charged = (await database.knex('sandbox_payments').where({ id: paymentId }).first()).amount;
    const ticketed = (await harness.orders.findById(order.id))!;
    expect(ticketed.status).toBe('ticketed');
    const lines = linesOfOrder(ticketed);
    expect(lines.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['wholeCabin', 'passenger', 'vehicle', 'pet', 'couponDiscount', 'courier']),
    );

    // The document: an invoice to the buyer, numbered, reported, its lines the order's own.
    const document = (await new PostgresFiscalDocuments(database.knex).findByOrder(order.id))!;
    expect(document).toMatchObject({ kind: 'invoice', series: 'TPY', number: 1, buyer: INVOICE });
    expect(document.mark).toMatch(/^\d{15}$/);
    const printout = fiscalPrintout(document, ticketed, messageWords);
    const printed = printout.sections.flatMap((section) => section.lines);
    expect(printed.map((line) => line.cents).sort()).toEqual(lines.map((line) => line.amount).sort());
    expect(printout.sections.reduce((sum, section) => sum + section.subtotal.cents, 0)).toBe(charged);
    expect(printout.total.cents).toBe(charged);
    expect(charged).toBe(shown.finalPrice);

    // The voucher's lines of each sailing are the invoice's, amount for amount.
    const voucher = await voucherDocument(ticketed, {
      listPorts: harness.ferry.listPorts,
      words: messageWords,
      settings: new PostgresSettingsRepository(database.knex),
      publicUrl: 'http://kyma.test',
      resellers: new PostgresResellerRepository(database.knex),
      ...harness.moneySources,
    });
    const sailingLines = document.lines.filter((line) => line.line.legIndex !== null);
    expect(sailingLines.map((line) => line.line.amount)).toEqual(
      voucher.legs.flatMap((leg) => leg.lines.map((line) => line.price)),
    );

    // The PDF says it: every line's amount, the total, the buyer and the MARK, in German.
    const download = await harness.services.getOrderFiscalDocument.execute({
      reference: order.reference,
      token,
    });
    if (!download.ok) throw new Error('no document');
    expect(download.value.fileName).toBe(`kyma-TPY-${document.year}-1.pdf`);
    // Figures are written with the language's no-break spaces; a PDF's text reads them as spaces.
    const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    const text = spaced((await readPdf(download.value.pdf)).pageTexts.join(' '));
    expect(text).toContain('Rechnung über Dienstleistungen');
    expect(text).toContain(`MARK ${document.mark}`);
    expect(text).toContain('099900027');
    expect(text).toContain(order.reference);
    for (const line of printed) expect(text).toContain(spaced(line.amount));
    expect(text).toContain(spaced(printout.total.amount));

    // The confirmation e-mail carries the same document beside the voucher.
    const mail = readdirSync(harness.mailDir)
      .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
      .find((eml) => eml.includes(order.reference) && eml.includes('To: '));
    const attached = attachmentsOf(mail!).find((part) => part.filename === download.value.fileName);
    expect(attached?.contentType).toBe('application/pdf');
    const attachedText = spaced((await readPdf(attached!.content)).pageTexts.join(' '));
    expect(attachedText).toContain(spaced(printout.total.amount));

    // Nobody without the order's secret gets it.
    expect(
      await harness.services.getOrderFiscalDocument.execute({
        reference: order.reference,
        token: 'x'.repeat(43),
      }),
    ).toEqual({ ok: false, error: { code: 'reservationNotFound' } });
  });
});
