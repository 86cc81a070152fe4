import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { up as addAssistance } from '../../../migrations/20261231690000_passenger_assistance.ts';
import {
  checkoutHarness,
  drainOutbox,
  laterSailingToMoveTo,
  piraeusSantoriniTrips,
  sailingToMove,
  ticketedOrder as ticketedOrderOf,
} from '../../support/checkout-harness.ts';
import { attachmentsOf } from '../../support/eml-attachments.ts';
import { readPdf } from '../../support/pdf-reader.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

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

const WHEELCHAIR = {
  needs: ['wheelchair' as const, 'accessibleCabin' as const],
  note: 'Elektrorollstuhl, 90 kg',
};

const mailTo = (email: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .find((mail) => mail.includes(email));

describe('a passenger’s assistance request (Reg. 1177/2010 Art. 11–12, decision 0086)', () => {
  it('is kept on the order, reaches the company with the booking, and is on the voucher and the e-mail in the order’s language', async () => {
    const { order } = await ticketedOrderOf(database.knex, harness, trips[0]!, 'rollstuhl@example.com', {
      locale: 'de',
      assistance: WHEELCHAIR,
    });
    expect(order.status).toBe('ticketed');
    expect(order.legs[0]!.booking.passengers[0]!.assistance).toEqual(WHEELCHAIR);

    const booked = await harness.ferry.retrieveBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    if (!booked.ok) throw new Error(JSON.stringify(booked.error));
    expect(booked.value.legs[0]!.request.passengers[0]!.assistance).toEqual(WHEELCHAIR);

    const mail = mailTo('rollstuhl@example.com');
    if (!mail) throw new Error('no confirmation e-mail');
    expect(readableMail(mail)).toContain(
      'Hilfe für TravellerA Papadopoulou (an die Reederei weitergeleitet): Rollstuhl, Barrierefreie Kabine und Elektrorollstuhl, 90 kg',
    );
    const pdf = attachmentsOf(mail).find((part) => part.contentType === 'application/pdf');
    const text = (await readPdf(pdf!.content)).pageTexts.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Rollstuhl, Barrierefreie Kabine und Elektrorollstuhl, 90 kg');
  });

  it('is re-sent to the company with a new sailing, from the order’s record, and printed on the new voucher (decision 0091)', async () => {
    // A sailing whose company moves it for free to a cheaper one (decision 0068).
    const trip = await sailingToMove(harness.ferry, 41, 'cheaper');
    const { order, token } = await ticketedOrderOf(database.knex, harness, trip, 'moved@example.com', {
      assistance: WHEELCHAIR,
    });
    const { upstreamOrderCode: orderCode, agentName } = order.legs[0]!;
    // What the company holds is not what goes with the change: the order's record is.
    await database.knex.raw(
      `update ferry_bookings set legs = jsonb_set(legs, '{0,request,passengers,0}',
         (legs #> '{0,request,passengers,0}') - 'assistance'::text) where order_code = ?`,
      [orderCode],
    );
    const access = { reference: order.reference, token };
    // A move that gives money back (a later sailing that costs less): confirmed without a payment.
    const target = await laterSailingToMoveTo(harness, order, access, 'cheaper');
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
    });
    if (!held.ok) throw new Error(JSON.stringify(held.error));
    const confirmed = await harness.services.confirmChange.execute({
      ...access,
      changeId: held.value.change.id,
    });
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed.error));
    await drainOutbox(database.knex, harness.jobHandlers);

    const booked = await harness.ferry.retrieveBooking.execute({ orderCode, agentName });
    if (!booked.ok) throw new Error(JSON.stringify(booked.error));
    expect(booked.value.legs[0]!.tripId).toBe(target.tripId);
    expect(booked.value.legs[0]!.request.passengers[0]!.assistance).toEqual(WHEELCHAIR);
    const after = await harness.orders.findById(order.id);
    expect(after!.legs[0]!.booking.passengers[0]!.assistance).toEqual(WHEELCHAIR);
    const changed = readdirSync(harness.mailDir)
      .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
      .find((mail) => mail.includes('To: moved@example.com') && mail.includes('was changed'));
    const pdf = attachmentsOf(changed ?? '').find((part) => part.contentType === 'application/pdf');
    const text = (await readPdf(pdf!.content)).pageTexts.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Change of booking: fare difference');
    expect(text).toContain(
      'Assistance requested for TravellerA Papadopoulou and forwarded to the company: Wheelchair, Accessible cabin, Elektrorollstuhl, 90 kg.',
    );
  });

  it('is not sent to the company, nor printed, when nobody asked', async () => {
    const { order } = await ticketedOrderOf(database.knex, harness, trips[1]!, 'no.help@example.com');
    const booked = await harness.ferry.retrieveBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    expect(booked.ok && booked.value.legs[0]!.request.passengers[0]).not.toHaveProperty('assistance');
    expect(readableMail(mailTo('no.help@example.com') ?? '')).not.toContain('Assistance for');
  });

  it('is the empty request on orders stored before it was asked (the migration)', async () => {
    const { order } = await ticketedOrderOf(database.knex, harness, trips[2]!, 'older@example.com');
    await database.knex.raw(
      `update orders set contents = jsonb_set(contents, '{legs,0,booking,passengers,0}',
         (contents #> '{legs,0,booking,passengers,0}') - 'assistance'::text) where id = ?`,
      [order.id],
    );
    const before = await harness.orders.findById(order.id);
    expect(before!.legs[0]!.booking.passengers[0]).not.toHaveProperty('assistance');
    await addAssistance(database.knex);
    const after = await harness.orders.findById(order.id);
    expect(after!.legs[0]!.booking.passengers[0]!.assistance).toEqual({ needs: [], note: '' });
    expect(after!.legs[0]!.booking.passengers[0]!.name).toBe(before!.legs[0]!.booking.passengers[0]!.name);
  });
});
