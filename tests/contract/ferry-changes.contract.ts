import { beforeAll, describe, expect, it } from 'vitest';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { Assistance } from '#domain/booking/assistance.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { summerDay } from '../support/test-today.ts';
import { errorOf, valueIn } from './ferry-inventory.contract.ts';

/**
 * What every `FerryInventory` adapter must do with changes to a sold booking (`FerryChanges`), by the
 * simulated companies' terms: Blue Star corrects for free and changes a sailing for 5 € (any company of the
 * route), Golden Star keeps a change with its own sailings, Fast Ferries changes none but for a sailing it
 * cancelled itself. Every adapter that offers changes calls this with a factory (Liknoss and FerryGateway
 * offer none: `changeNotOffered`).
 */
export function ferryChangesContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
) {
  describe(`FerryChanges contract: ${name}`, () => {
    let inventory: FerryInventory;
    let today: Trip[];
    let tomorrow: Trip[];
    const search = (day: number, passengers = 1) =>
      inventory.searchTrips({
        from: 'PIR',
        to: 'JTR',
        date: summerDay(day),
        passengers,
        vehicles: 0,
        pets: 0,
      });

    beforeAll(async () => {
      inventory = await makeAdapter();
      today = await search(15);
      tomorrow = await search(16);
    });

    /** The system selling a trip: a remote Kyma names it before `~`; one system sells every trip otherwise. */
    const seller = (trip: Trip) => (trip.tripId.includes('~') ? trip.tripId.split('~')[0] : trip.agentName);
    const of = (trips: Trip[], company: string, sameSellerAs?: Trip) => {
      const trip = trips.find(
        (t) => t.company.code === company && (!sameSellerAs || seller(t) === seller(sameSellerAs)),
      );
      expect(trip, `a ${company} sailing`).toBeDefined();
      return trip!;
    };
    const leg = (trip: Trip): LegRequest => ({
      tripId: trip.tripId,
      passengers: [
        {
          passengerType: 'AD',
          accommodationType: trip.deckAvailability[0]?.code ?? trip.seatAvailability[0]!.code,
          accommodationRequestType: 'COMPLETE',
          name: 'Maria',
          surname: 'Papadopulu',
        },
      ],
      vehicles: [],
      pets: [],
    });
    const sold = async (trip: Trip, assistance?: Assistance): Promise<UpstreamBooking> => {
      const asked = leg(trip);
      if (assistance) asked.passengers[0]!.assistance = assistance;
      const held = valueIn(await inventory.hold({ legs: [asked] }));
      return valueIn(await inventory.finalizeBooking(held.orderCode));
    };

    it('corrects a surname for free: new tickets for the leg, the old ones void, a repeat answers the same', async () => {
      const booking = await sold(of(today, 'BSF'));
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'correction' as const,
        passengerIndex: 0,
        correction: { surname: 'Papadopoulou' },
      };
      const quote = valueIn(await inventory.capabilities.changes!.quoteChange(request));
      expect(quote).toMatchObject({ kind: 'correction', fareDifference: 0, fee: 0, total: 0 });
      expect(quote.leg.request.passengers[0]).toMatchObject({ name: 'Maria', surname: 'Papadopoulou' });
      const held = valueIn(await inventory.capabilities.changes!.holdChange(request));
      expect(held).toMatchObject({ orderCode: booking.orderCode, status: 'held' });
      const applied = valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      expect(applied.change.status).toBe('confirmed');
      expect(applied.voidedTickets.map((t) => t.ticketNumber)).toEqual(
        booking.tickets.map((t) => t.ticketNumber),
      );
      expect(applied.booking.tickets).toHaveLength(1);
      expect(applied.booking.tickets[0]!.ticketNumber).not.toBe(booking.tickets[0]!.ticketNumber);
      const found = valueIn(await inventory.retrieveBooking(booking.orderCode));
      expect(found.legs[0]!.request.passengers[0]!.surname).toBe('Papadopoulou');
      expect(found.tickets).toEqual(applied.booking.tickets);
      const again = valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      expect(again.booking.tickets).toEqual(applied.booking.tickets);
    });

    it('changes the sailing to the next day: fare difference plus the company fee, the old places given back', async () => {
      const from = of(today, 'BSF');
      const to = of(tomorrow, 'BSF', from);
      const booking = await sold(from);
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing' as const,
        tripId: to.tripId,
      };
      const quote = valueIn(await inventory.capabilities.changes!.quoteChange(request));
      expect(quote.fee).toBe(500);
      expect(quote.fareDifference).toBe(quote.leg.pricing.tripTotal - booking.legs[0]!.pricing.tripTotal);
      expect(quote.total).toBe(quote.fareDifference + quote.fee);
      expect(quote.leg.tripId).toBe(to.tripId);
      const deckLeft = async (day: number, trip: Trip) =>
        (await search(day, day === 15 ? 2 : 3)).find((t) => t.tripId === trip.tripId)!.deckAvailability[0]!
          .available;
      const fromBefore = await deckLeft(15, from);
      const toBefore = await deckLeft(16, to);
      const held = valueIn(await inventory.capabilities.changes!.holdChange(request));
      expect(await deckLeft(16, to)).toBe(toBefore - 1);
      const applied = valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      expect(applied.booking.legs[0]!.tripId).toBe(to.tripId);
      expect(applied.booking.total).toBe(booking.total + quote.fareDifference);
      expect(applied.voidedTickets).toHaveLength(1);
      expect(
        (await search(15, 4)).find((t) => t.tripId === from.tripId)!.deckAvailability[0]!.available,
      ).toBe(fromBefore + 1);
      expect((await search(16, 4)).find((t) => t.tripId === to.tripId)!.deckAvailability[0]!.available).toBe(
        toBefore - 1,
      );
    });

    it('re-sends the passengers’ assistance requests with the new sailing: the moved leg holds them', async () => {
      const from = of(today, 'BSF');
      const booking = await sold(from);
      const assistance: Assistance = { needs: ['wheelchair', 'assistanceDog'], note: 'Folding wheelchair' };
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing' as const,
        tripId: of(tomorrow, 'BSF', from).tripId,
        assistance: [assistance],
      };
      expect(
        valueIn(await inventory.capabilities.changes!.quoteChange(request)).leg.request.passengers[0]!
          .assistance,
      ).toEqual(assistance);
      const held = valueIn(await inventory.capabilities.changes!.holdChange(request));
      valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      const moved = valueIn(await inventory.retrieveBooking(booking.orderCode)).legs[0]!;
      expect(moved.tripId).toBe(request.tripId);
      expect(moved.request.passengers[0]!.assistance).toEqual(assistance);
    });

    it('keeps a passenger’s assistance request through a correction', async () => {
      const assistance: Assistance = { needs: ['blindOrPartiallySighted'], note: '' };
      const booking = await sold(of(today, 'BSF'), assistance);
      const held = valueIn(
        await inventory.capabilities.changes!.holdChange({
          orderCode: booking.orderCode,
          legIndex: 0,
          kind: 'correction',
          passengerIndex: 0,
          correction: { surname: 'Papadopoulou' },
        }),
      );
      valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      const corrected = valueIn(await inventory.retrieveBooking(booking.orderCode)).legs[0]!.request;
      expect(corrected.passengers[0]).toMatchObject({ surname: 'Papadopoulou', assistance });
    });

    it('adds a vehicle and a pet to a leg for the addition fee and the fares they cost', async () => {
      const booking = await sold(of(today, 'BSF'));
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'addition' as const,
        vehicles: [{ accommodationType: 'CAR', length: 4.2 }],
        trailers: [],
        pets: [{ code: 'SMALL', passengerIndex: 0 }],
      };
      const quote = valueIn(await inventory.capabilities.changes!.quoteChange(request));
      expect(quote.fee).toBe(200);
      expect(quote.fareDifference).toBeGreaterThan(0);
      expect(quote.leg.request.vehicles).toHaveLength(1);
      const held = valueIn(await inventory.capabilities.changes!.holdChange(request));
      const applied = valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      expect(applied.booking.legs[0]!.pricing.vehiclePrices.total).toBeGreaterThan(0);
    });

    it('releases a held change, which then cannot be confirmed', async () => {
      const booking = await sold(of(today, 'BSF'));
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing' as const,
        tripId: of(tomorrow, 'BSF', of(today, 'BSF')).tripId,
      };
      const held = valueIn(await inventory.capabilities.changes!.holdChange(request));
      // The held places are no booking of their own: nobody can finalize them into tickets.
      expect(errorOf(await inventory.finalizeBooking(held.changeCode)).code).toBe('bookingNotFound');
      expect(errorOf(await inventory.retrieveBooking(held.changeCode)).code).toBe('bookingNotFound');
      expect(valueIn(await inventory.capabilities.changes!.releaseChange(held.changeCode)).status).toBe(
        'released',
      );
      expect(valueIn(await inventory.capabilities.changes!.releaseChange(held.changeCode)).status).toBe(
        'released',
      );
      expect(errorOf(await inventory.capabilities.changes!.confirmChange(held.changeCode)).code).toBe(
        'invalidBookingState',
      );
      expect(valueIn(await inventory.retrieveBooking(booking.orderCode)).legs[0]!.tripId).toBe(
        booking.legs[0]!.tripId,
      );
    });

    it('applies one of two changes held on the same leg, never both', async () => {
      const booking = await sold(of(today, 'BSF'));
      const correction = (surname: string) => ({
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'correction' as const,
        passengerIndex: 0,
        correction: { surname },
      });
      const first = valueIn(await inventory.capabilities.changes!.holdChange(correction('Papadopoulou')));
      const second = valueIn(await inventory.capabilities.changes!.holdChange(correction('Papadopoulos')));
      valueIn(await inventory.capabilities.changes!.confirmChange(first.changeCode));
      expect(errorOf(await inventory.capabilities.changes!.confirmChange(second.changeCode)).code).toBe(
        'invalidBookingState',
      );
    });

    it('moves a sailing the company cancelled at no cost where it changes none, for its own event only (decision 0094)', async () => {
      const rafina = async (day: number) =>
        inventory.searchTrips({
          from: 'RAF',
          to: 'AND',
          date: summerDay(day),
          passengers: 1,
          vehicles: 0,
          pets: 0,
        });
      // Fast Ferries changes no sailing ("fixed" terms), unless it cancelled the sailing itself.
      const fastFerries = of(await rafina(17), 'FF');
      const booking = await sold(fastFerries);
      const request = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing' as const,
        tripId: of(await rafina(18), 'FF', fastFerries).tripId,
      };
      const cancelled = valueIn(
        await inventory.capabilities.disruptions!.causeDisruption({
          tripId: fastFerries.tripId,
          kind: 'cancelled',
        }),
      );
      // An event its feed does not tell, or one of another sailing, leaves the usual terms.
      const unknown = { ...request, answersDisruption: `${cancelled.id}-unknown` };
      expect(errorOf(await inventory.capabilities.changes!.quoteChange(unknown)).code).toBe(
        'changeNotOffered',
      );
      const calm = await sold(of(today, 'BSF'));
      const claimed = valueIn(
        await inventory.capabilities.changes!.quoteChange({
          orderCode: calm.orderCode,
          legIndex: 0,
          kind: 'sailing',
          tripId: of(tomorrow, 'BSF', of(today, 'BSF')).tripId,
          answersDisruption: cancelled.id,
        }),
      );
      expect(claimed.fee).toBe(500);

      const answering = { ...request, answersDisruption: cancelled.id };
      expect(valueIn(await inventory.capabilities.changes!.quoteChange(answering))).toMatchObject({
        fareDifference: 0,
        fee: 0,
        total: 0,
      });
      const held = valueIn(await inventory.capabilities.changes!.holdChange(answering));
      expect(held.quote.total).toBe(0);
      const applied = valueIn(await inventory.capabilities.changes!.confirmChange(held.changeCode));
      expect(applied.booking.legs[0]!.tripId).toBe(request.tripId);
      expect(applied.voidedTickets.map((t) => t.ticketNumber)).toEqual(
        booking.tickets.map((t) => t.ticketNumber),
      );
    });

    it('refuses what the company does not allow, saying why', async () => {
      // Golden Star keeps a change with its own sailings; Fast Ferries sails Rafina–Andros too.
      const rafina = async (to: string, day: number) =>
        inventory.searchTrips({ from: 'RAF', to, date: summerDay(day), passengers: 1, vehicles: 0, pets: 0 });
      const goldenStar = of(await rafina('AND', 15), 'GSF');
      const booking = await sold(goldenStar);
      const toFastFerries = {
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing' as const,
        tripId: of(await rafina('AND', 16), 'FF', goldenStar).tripId,
      };
      expect(errorOf(await inventory.capabilities.changes!.quoteChange(toFastFerries)).code).toBe(
        'changeSameCompanyOnly',
      );
      const tinos = of(await rafina('TIN', 16), 'GSF', goldenStar);
      expect(
        errorOf(await inventory.capabilities.changes!.quoteChange({ ...toFastFerries, tripId: tinos.tripId }))
          .code,
      ).toBe('invalidRequest');
      expect(
        errorOf(
          await inventory.capabilities.changes!.quoteChange({ ...toFastFerries, orderCode: 'ZZNOSUCHCODE' }),
        ).code,
      ).toBe('bookingNotFound');
      const unpaid = valueIn(await inventory.hold({ legs: [leg(of(today, 'BSF'))] }));
      expect(
        errorOf(
          await inventory.capabilities.changes!.quoteChange({
            ...toFastFerries,
            orderCode: unpaid.orderCode,
          }),
        ).code,
      ).toBe('invalidBookingState');
      await inventory.failBooking(unpaid.orderCode);
    });
  });
}
