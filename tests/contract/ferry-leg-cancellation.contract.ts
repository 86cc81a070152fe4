import { beforeAll, describe, expect, it } from 'vitest';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { RefundQuote, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { summerDay } from '../support/test-today.ts';
import { errorOf, valueIn } from './ferry-inventory.contract.ts';

/** A refund's figures; whether a quote was the company's own or its terms' (`estimated`) is not compared. */
const amountsOf = ({ paid, fee, refund }: RefundQuote) => ({ paid, fee, refund });

/**
 * What every `FerryInventory` adapter must do to cancel one leg of a round trip (issue #25): quote it alone,
 * cancel it alone with the other leg still sold, answer a repeat the same, and cancel the booking with its
 * last valid leg.
 */
export function ferryLegCancellationContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
) {
  describe(`FerryInventory leg cancellation: ${name}`, () => {
    let inventory: FerryInventory;
    let outbound: Trip;
    let inbound: Trip;

    beforeAll(async () => {
      inventory = await makeAdapter();
      const search = (from: string, to: string, day: number) =>
        inventory.searchTrips({ from, to, date: summerDay(day), passengers: 1, vehicles: 0, pets: 0 });
      const blueStar = (trips: Trip[]) => trips.find((trip) => trip.company.code === 'BSF')!;
      outbound = blueStar(await search('PIR', 'JTR', 16));
      inbound = blueStar(await search('JTR', 'PIR', 20));
    });

    const deckLeg = (trip: Trip): LegRequest => ({
      tripId: trip.tripId,
      passengers: [
        {
          passengerType: 'AD' as const,
          accommodationType: trip.deckAvailability[0]!.code,
          accommodationRequestType: 'COMPLETE' as const,
        },
      ],
      vehicles: [],
      pets: [],
    });
    const roundTrip = async (): Promise<UpstreamBooking> => {
      const held = valueIn(await inventory.hold({ legs: [deckLeg(outbound), deckLeg(inbound)] }));
      return valueIn(await inventory.finalizeBooking(held.orderCode));
    };

    it('quotes the return leg alone, cancels it, and keeps the outbound leg sold', async () => {
      const booking = await roundTrip();
      const request = { orderCode: booking.orderCode, legIndex: 1 };
      const quote = valueIn(
        await inventory.capabilities.legCancellation!.cancelLeg({ ...request, confirm: false }),
      );
      expect(quote.cancelled).toBe(false);
      expect(quote.refund.paid).toBe(booking.legs[1]!.pricing.tripTotal);
      expect(quote.refund.refund + quote.refund.fee).toBe(quote.refund.paid);
      const cancelled = valueIn(
        await inventory.capabilities.legCancellation!.cancelLeg({ ...request, confirm: true }),
      );
      expect(cancelled).toMatchObject({
        cancelled: true,
        refund: amountsOf(quote.refund),
        booking: { status: 'confirmed' },
      });
      expect(cancelled.booking.legs[1]!.cancelledAt).toBeTypeOf('string');
      expect(cancelled.booking.legs[0]!.cancelledAt).toBeUndefined();
      const again = valueIn(
        await inventory.capabilities.legCancellation!.cancelLeg({ ...request, confirm: true }),
      );
      expect(again).toMatchObject({ cancelled: true, refund: amountsOf(quote.refund) });
      const rest = valueIn(await inventory.cancelBooking({ orderCode: booking.orderCode, confirm: false }));
      expect(rest.refund.paid).toBe(booking.legs[0]!.pricing.tripTotal);
    });

    it('cancels the booking with its last valid leg, and refuses a leg it does not have', async () => {
      const booking = await roundTrip();
      valueIn(
        await inventory.capabilities.legCancellation!.cancelLeg({
          orderCode: booking.orderCode,
          legIndex: 0,
          confirm: true,
        }),
      );
      const last = valueIn(
        await inventory.capabilities.legCancellation!.cancelLeg({
          orderCode: booking.orderCode,
          legIndex: 1,
          confirm: true,
        }),
      );
      expect(last.booking.status).toBe('cancelled');
      expect(
        errorOf(
          await inventory.capabilities.legCancellation!.cancelLeg({
            orderCode: booking.orderCode,
            legIndex: 5,
            confirm: false,
          }),
        ).code,
      ).toBe('invalidRequest');
    });
  });
}
