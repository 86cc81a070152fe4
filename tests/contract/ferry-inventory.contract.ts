import { beforeAll, describe, expect, it } from 'vitest';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { summerDay, TEST_TODAY } from '../support/test-today.ts';

/**
 * What every `FerryInventory` adapter must do, whatever stands behind it. Each adapter's test file calls
 * this with a factory; the factory runs once, after the file's own setup.
 */
export function ferryInventoryContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
  /** Capabilities the system has no message for (FerryGateway): it must not declare them (decision 0121). */
  lacks: {
    discountChecks?: boolean;
    companyDetails?: boolean;
    /** The protocol has no field for a passenger’s assistance request (Liknoss; decisions 0086, 0091). */
    assistance?: boolean;
    /** The protocol does not say which cabins are wheelchair-accessible (decision 0090). */
    accessibleCabins?: boolean;
  } = {},
) {
  describe(`FerryInventory contract: ${name}`, () => {
    let inventory: FerryInventory;
    let trips: Trip[];

    beforeAll(async () => {
      inventory = await makeAdapter();
      trips = await inventory.searchTrips({
        from: 'PIR',
        to: 'JTR',
        date: summerDay(15),
        passengers: 1,
        vehicles: 1,
        pets: 0,
      });
    });

    const blueStar = () => {
      const trip = trips.find((t) => t.company.code === 'BSF' && t.garage);
      expect(trip, 'a Blue Star sailing with a garage').toBeDefined();
      return trip!;
    };
    const deckLeg = (trip: Trip, passengers = 1): LegRequest => ({
      tripId: trip.tripId,
      passengers: Array.from({ length: passengers }, () => ({
        passengerType: 'AD' as const,
        accommodationType: trip.deckAvailability[0]!.code,
        accommodationRequestType: 'COMPLETE' as const,
      })),
      vehicles: [],
      pets: [],
    });
    const leader = {
      firstName: 'Maria',
      lastName: 'Papadopoulou',
      email: 'maria@example.com',
      mobile: '+30 6912345678',
      country: 'GR',
    };
    const held = async (passengers = 1): Promise<UpstreamBooking> =>
      valueIn(await inventory.hold({ legs: [deckLeg(blueStar(), passengers)], leader }));

    it('lists ports with coordinates, Piraeus and Santorini among them', async () => {
      const ports = await inventory.ports();
      const piraeus = ports.find((port) => port.code === 'PIR');
      expect(piraeus).toMatchObject({ countryCode: 'GR', island: false });
      expect(piraeus?.name).toMatch(/Piraeus/);
      expect(piraeus?.localName).toMatch(/Πειραιά/);
      expect(typeof piraeus?.latitude).toBe('number');
      expect(ports.find((port) => port.code === 'JTR')).toMatchObject({ countryCode: 'GR', island: true });
      // A port abroad carries its name in every language, so a Greek page reads Ανκόνα, not Ancona.
      expect(ports.find((port) => port.code === 'AOI')?.names).toMatchObject({
        el: 'Ανκόνα',
        de: 'Ancona',
        fr: 'Ancône',
      });
    });

    it('lists the countries of its ports', async () => {
      const countries = await inventory.countries();
      expect(countries.find((country) => country.code === 'GR')).toMatchObject({ name: 'Greece' });
    });

    it('reaches Santorini from Piraeus and Piraeus from Santorini', async () => {
      expect(await inventory.destinations('PIR')).toContain('JTR');
      expect(await inventory.origins('JTR')).toContain('PIR');
      expect(await inventory.destinations('ZZZ')).toEqual([]);
    });

    it('gives the days with Piraeus–Santorini departures and the lowest fare of each', async () => {
      const dates = await inventory.departureDates({
        origin: 'PIR',
        destination: 'JTR',
        from: summerDay(1),
        days: 7,
      });
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) {
        expect(date.date >= summerDay(1) && date.date <= summerDay(7)).toBe(true);
        expect(date.departures).toBeGreaterThan(0);
        expect(Number.isInteger(date.lowestFare) && date.lowestFare > 0).toBe(true);
      }
    });

    it('finds priced trips with every Trip field, fares in integer cents, offered under its own name', () => {
      expect(trips.length).toBeGreaterThan(0);
      for (const trip of trips) {
        expect(trip).toMatchObject({ from: 'PIR', to: 'JTR', agentName: inventory.agentName });
        expect(trip.id).toContain(trip.tripId);
        expect(Date.parse(trip.arrivalDatetime)).toBeGreaterThan(Date.parse(trip.departureDatetime));
        expect(trip.company.code).toMatch(/\S/);
        expect(trip.vesselCode).toMatch(/\S/);
        expect(['full', 'partial', 'none']).toContain(trip.cancellation);
        expect(typeof trip.eTicket).toBe('boolean');
        expect(typeof trip.webCheckIn).toBe('boolean');
        expect(typeof trip.residentDiscount).toBe('boolean');
        expect(trip.loyaltyProgramme === null || typeof trip.loyaltyProgramme === 'string').toBe(true);
        expect(typeof trip.pets).toBe('boolean');
        expect(Number.isInteger(trip.petAvailability)).toBe(true);
        expect(trip.fareOptions.length).toBeGreaterThan(0);
        expect(trip.bookingValidation.maxPassengers).toBeGreaterThan(0);
        expect(
          trip.deckAvailability.length + trip.seatAvailability.length + trip.cabinAvailability.length,
        ).toBeGreaterThan(0);
        for (const offer of [...trip.deckAvailability, ...trip.seatAvailability, ...trip.cabinAvailability])
          expect(Number.isInteger(offer.lowestFare) && offer.lowestFare > 0).toBe(true);
      }
      blueStar();
    });

    it('says which cabins are wheelchair-accessible: Blue Star Delos has its two-berth ones fitted', () => {
      const cabins = trips.flatMap((trip) => trip.cabinAvailability);
      expect(cabins.length).toBeGreaterThan(0);
      for (const cabin of cabins) expect(typeof cabin.accessible).toBe('boolean');
      const fitted = blueStar().cabinAvailability.filter((cabin) => cabin.accessible);
      expect(fitted.map((cabin) => cabin.code)).toEqual(lacks.accessibleCabins ? [] : ['A2']);
    });

    it('prices a passenger and a vehicle in integer cents', async () => {
      const trip = blueStar();
      const legs = valueIn(
        await inventory.price({
          legs: [{ ...deckLeg(trip), vehicles: [{ accommodationType: 'CAR', length: 4.2 }] }],
        }),
      );
      expect(legs).toHaveLength(1);
      const [leg] = legs;
      expect(leg!.tripId).toBe(trip.tripId);
      expect(leg!.passengerPrices.items).toHaveLength(1);
      expect(leg!.vehiclePrices.items).toHaveLength(1);
      expect(leg!.vehiclePrices.total).toBeGreaterThan(0);
      const groups = [
        leg!.passengerPrices,
        leg!.vehiclePrices,
        leg!.trailerPrices,
        leg!.servicePrices,
        leg!.petPrices,
      ];
      expect(leg!.tripTotal).toBe(groups.reduce((sum, group) => sum + group.total, 0));
      for (const group of groups) expect(Number.isInteger(group.total)).toBe(true);
    });

    it('holds places until a time, then finalizes and issues a ticket per passenger', async () => {
      const booking = await held(2);
      expect(booking).toMatchObject({
        status: 'held',
        agentName: inventory.agentName,
        leader: { lastName: 'Papadopoulou' },
      });
      // Every fixture's clock starts at the test "today": the hold ends after it.
      expect(Date.parse(booking.expiresAt)).toBeGreaterThan(TEST_TODAY.getTime());
      expect(booking.legs[0]?.tripId).toBe(blueStar().tripId);
      expect(Number.isInteger(booking.total) && booking.total > 0).toBe(true);

      const inserted = valueIn(
        await inventory.insertBooking({
          orderCode: booking.orderCode,
          leader,
          passengers: [
            [
              { name: 'Maria', surname: 'Papadopoulou', sex: 'female' },
              { name: 'Nikos', surname: 'Papadopoulos', sex: 'male' },
            ],
          ],
        }),
      );
      expect(inserted.status).toBe('inserted');

      const confirmed = valueIn(await inventory.finalizeBooking(booking.orderCode));
      expect(confirmed).toMatchObject({
        orderCode: booking.orderCode,
        status: 'confirmed',
        agentName: inventory.agentName,
      });
      expect(confirmed.tickets).toHaveLength(2);
    });

    it('gives the places back when a held booking fails', async () => {
      const trip = blueStar();
      const left = async (passengers: number) =>
        (
          await inventory.searchTrips({
            from: 'PIR',
            to: 'JTR',
            date: summerDay(15),
            passengers,
            vehicles: 0,
            pets: 0,
          })
        ).find((t) => t.tripId === trip.tripId)!.deckAvailability[0]!.available;
      // A different party size each time: a search answer may be cached by query.
      const before = await left(2);
      const booking = await held(3);
      expect(await left(3)).toBe(before - 3);
      const failed = valueIn(await inventory.failBooking(booking.orderCode));
      expect(failed.status).toBe('failed');
      expect(await left(4)).toBe(before);
      expect(errorOf(await inventory.finalizeBooking(booking.orderCode)).code).toBe('invalidBookingState');
    });

    it('takes each passenger’s assistance request with the hold and keeps it on the booking', async () => {
      const assistance = { needs: ['wheelchair' as const], note: 'Folding wheelchair' };
      const leg = deckLeg(blueStar(), 2);
      const asking = { ...leg, passengers: [{ ...leg.passengers[0]!, assistance }, leg.passengers[1]!] };
      const booking = valueIn(await inventory.hold({ legs: [asking], leader }));
      const found = valueIn(await inventory.retrieveBooking(booking.orderCode));
      const kept = found.legs[0]!.request.passengers.map((passenger) => passenger.assistance);
      expect(kept).toEqual(lacks.assistance ? [undefined, undefined] : [assistance, undefined]);
      await inventory.failBooking(booking.orderCode);
    });

    it('retrieves a booking by order code, and says when there is none', async () => {
      const booking = await held();
      const found = valueIn(await inventory.retrieveBooking(booking.orderCode));
      expect(found).toMatchObject({ orderCode: booking.orderCode, status: 'held', total: booking.total });
      expect(errorOf(await inventory.retrieveBooking('ZZNOSUCHCODE')).code).toBe('bookingNotFound');
      await inventory.failBooking(booking.orderCode);
    });

    it('quotes the refund of a confirmed booking, then cancels it', async () => {
      const booking = await held();
      expect(
        errorOf(await inventory.cancelBooking({ orderCode: booking.orderCode, confirm: false })).code,
      ).toBe('invalidBookingState');
      valueIn(await inventory.finalizeBooking(booking.orderCode));
      const quote = valueIn(await inventory.cancelBooking({ orderCode: booking.orderCode, confirm: false }));
      expect(quote.cancelled).toBe(false);
      expect(quote.refund.paid).toBe(booking.total);
      expect(quote.refund.refund + quote.refund.fee).toBe(quote.refund.paid);
      const cancelled = valueIn(
        await inventory.cancelBooking({ orderCode: booking.orderCode, confirm: true }),
      );
      expect(cancelled).toMatchObject({
        cancelled: true,
        booking: { status: 'cancelled', agentName: inventory.agentName },
      });
    });

    it('validates loyalty cards and resident (MAN) numbers for a trip', async () => {
      const trip = blueStar();
      const check = { tripId: trip.tripId, company: 'BSF' };
      if (lacks.discountChecks) {
        expect(inventory.capabilities.discountChecks).toBeUndefined();
        return;
      }
      expect(
        valueIn(
          await inventory.capabilities.discountChecks!.validateLoyaltyCard({
            ...check,
            loyaltyCard: '700112345678',
          }),
        ),
      ).toMatchObject({
        valid: true,
      });
      expect(
        valueIn(
          await inventory.capabilities.discountChecks!.validateLoyaltyCard({
            ...check,
            loyaltyCard: '700112345670',
          }),
        ).valid,
      ).toBe(false);
      expect(
        valueIn(
          await inventory.capabilities.discountChecks!.validateResident({
            ...check,
            residentIdOrCode: '123456782',
          }),
        ),
      ).toMatchObject({
        valid: true,
        eligible: true,
        discountPercent: 50,
      });
      expect(
        valueIn(
          await inventory.capabilities.discountChecks!.validateResident({
            ...check,
            residentIdOrCode: '123',
          }),
        ).valid,
      ).toBe(false);
      expect(
        errorOf(
          await inventory.capabilities.discountChecks!.validateResident({
            ...check,
            tripId: 'NO-SUCH-TRIP',
            residentIdOrCode: '123456782',
          }),
        ).code,
      ).toBe('tripNotFound');
    });

    it('describes a company by code or by port, and refuses an unknown one', async () => {
      if (lacks.companyDetails) {
        expect(inventory.capabilities.companyDirectory).toBeUndefined();
        return;
      }
      const [company] = valueIn(
        await inventory.capabilities.companyDirectory!.companyDetails({ companyCode: 'BSF' }),
      );
      expect(company).toMatchObject({ code: 'BSF', name: 'Blue Star Ferries' });
      expect(company!.vessels.length).toBeGreaterThan(0);
      expect(company!.ports).toContain('JTR');
      const atSantorini = valueIn(
        await inventory.capabilities.companyDirectory!.companyDetails({ portCode: 'JTR' }),
      );
      expect(atSantorini.map((c) => c.code)).toContain('BSF');
      expect(
        errorOf(await inventory.capabilities.companyDirectory!.companyDetails({ companyCode: 'NOPE' })).code,
      ).toBe('companyNotFound');
    });

    it('answers a bad request with a Result error, never a throw', async () => {
      expect(errorOf(await inventory.price({ legs: [] }))).toMatchObject({
        code: 'invalidRequest',
        path: 'legs',
      });
      expect(
        errorOf(await inventory.price({ legs: [{ ...deckLeg(blueStar()), tripId: 'NO-SUCH-TRIP' }] })),
      ).toMatchObject({
        code: 'tripNotFound',
        path: 'legs[0].tripId',
      });
      expect(
        errorOf(await inventory.hold({ legs: [{ ...deckLeg(blueStar()), tripId: 'NO-SUCH-TRIP' }] })).code,
      ).toBe('tripNotFound');
      expect(errorOf(await inventory.finalizeBooking('ZZNOSUCHCODE')).code).toBe('bookingNotFound');
    });
  });
}

/** A day of next July (high season, every company sails), YYYY-MM-DD. */

export function valueIn<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function errorOf<T, E>(result: Result<T, E>): E {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}
