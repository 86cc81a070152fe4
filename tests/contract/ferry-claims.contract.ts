import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRequest } from '#application/ports/ferry-claims.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { UpstreamBooking } from '#application/ports/upstream-booking.ts';
import { summerDay } from '../support/test-today.ts';
import { errorOf, valueIn } from './ferry-inventory.contract.ts';

const MINUTE = 60_000;

/**
 * What every ferry system does with a compensation claim (decision 0070): it takes one per key, checks it
 * against the booking, decides within ten minutes and pays an accepted one within the next hour. `advance`
 * moves the system's clock on.
 */
export function ferryClaimsContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
  advance: (ms: number) => void,
) {
  describe(`FerryClaims contract: ${name}`, () => {
    let inventory: FerryInventory;
    let booking: UpstreamBooking;

    beforeAll(async () => {
      inventory = await makeAdapter();
      const trips = await inventory.searchTrips({
        from: 'PIR',
        to: 'JTR',
        date: summerDay(16),
        passengers: 1,
        vehicles: 0,
        pets: 0,
      });
      const trip = trips.find((t) => t.company.code === 'BSF')!;
      const leg = {
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
      };
      const leader = {
        firstName: 'Eleni',
        lastName: 'Karra',
        email: 'eleni@example.com',
        mobile: '+30 6900000000',
      };
      const held = valueIn(await inventory.hold({ legs: [leg], leader: { ...leader, country: 'GR' } }));
      booking = valueIn(await inventory.finalizeBooking(held.orderCode));
    });

    const claim = (more: Partial<ClaimRequest> = {}) =>
      ({
        claimKey: `${booking.orderCode}:0:${name}`,
        orderCode: booking.orderCode,
        tripId: booking.legs[0]!.tripId,
        claimant: { firstName: 'Eleni', lastName: 'Karra', email: 'eleni@example.com' },
        ticketNumbers: booking.tickets.map((ticket) => ticket.ticketNumber),
        kind: 'compensation',
        arrivalDelayMinutes: 600,
        percent: 25,
        amount: 1_250,
        ...more,
      }) as ClaimRequest;

    const care = (stay: { meals: number; nights: number; perNight: number }, key: string): ClaimRequest => {
      const {
        arrivalDelayMinutes: _delay,
        percent: _percent,
        ...parties
      } = claim() as ClaimRequest & {
        kind: 'compensation';
      };
      return {
        ...parties,
        claimKey: `${parties.claimKey}:care:${key}`,
        kind: 'care',
        care: stay,
        amount: stay.meals + stay.nights * stay.perNight,
      };
    };

    it('takes a claim once per key, then decides, then pays', async () => {
      const submitted = valueIn(await inventory.capabilities.claims!.submitClaim(claim()));
      expect(submitted).toMatchObject({
        claimKey: claim().claimKey,
        orderCode: booking.orderCode,
        amount: 1_250,
        step: 'submitted',
      });
      expect(submitted.steps.map((entry) => entry.step)).toEqual(['submitted']);
      const again = valueIn(await inventory.capabilities.claims!.submitClaim(claim({ amount: 9_999 })));
      expect(again.claimCode).toBe(submitted.claimCode);
      expect(again.amount).toBe(1_250);

      const refused = valueIn(
        await inventory.capabilities.claims!.submitClaim(
          claim({ claimKey: `${claim().claimKey}:b`, arrivalDelayMinutes: 30, percent: 50 }),
        ),
      );

      advance(10 * MINUTE);
      expect(valueIn(await inventory.capabilities.claims!.retrieveClaim(submitted.claimCode)).step).toBe(
        'accepted',
      );
      expect(valueIn(await inventory.capabilities.claims!.retrieveClaim(refused.claimCode)).step).toBe(
        'refused',
      );

      advance(60 * MINUTE);
      const paid = valueIn(await inventory.capabilities.claims!.retrieveClaim(submitted.claimCode));
      expect(paid.steps.map((entry) => entry.step)).toEqual(['submitted', 'accepted', 'paid']);
      expect(Date.parse(paid.steps[2]!.at) - Date.parse(paid.steps[0]!.at)).toBe(70 * MINUTE);
      expect(valueIn(await inventory.capabilities.claims!.retrieveClaim(refused.claimCode)).step).toBe(
        'refused',
      );
    });

    it("accepts a care claim within Art. 17(2)'s caps for the passengers, refuses one beyond them", async () => {
      const within = valueIn(
        await inventory.capabilities.claims!.submitClaim(
          care({ meals: 3_000, nights: 2, perNight: 8_000 }, 'a'),
        ),
      );
      const beyond = valueIn(
        await inventory.capabilities.claims!.submitClaim(care({ meals: 0, nights: 4, perNight: 5_000 }, 'b')),
      );
      expect(within).toMatchObject({ amount: 19_000, step: 'submitted' });
      advance(10 * MINUTE);
      expect(valueIn(await inventory.capabilities.claims!.retrieveClaim(within.claimCode)).step).toBe(
        'accepted',
      );
      expect(valueIn(await inventory.capabilities.claims!.retrieveClaim(beyond.claimCode)).step).toBe(
        'refused',
      );
    });

    it('refuses a claim on a booking it does not have, or for tickets not of the sailing', async () => {
      expect(
        errorOf(await inventory.capabilities.claims!.submitClaim(claim({ orderCode: 'ZZNOSUCHCODE' }))).code,
      ).toBe('bookingNotFound');
      expect(
        errorOf(
          await inventory.capabilities.claims!.submitClaim(
            claim({ claimKey: 'other', ticketNumbers: ['NOSUCHTICKET'] }),
          ),
        ),
      ).toMatchObject({
        code: 'invalidRequest',
        path: 'ticketNumbers',
      });
      expect(errorOf(await inventory.capabilities.claims!.retrieveClaim('CLMNOSUCHCLAIM')).code).toBe(
        'claimNotFound',
      );
    });
  });
}
