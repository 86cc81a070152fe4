import { describe, expect, it } from 'vitest';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { validateLeg } from '#domain/validation/leg-schema.ts';
import { FLAGGED_DETAILS, legFollowingTheFlags } from '../support/booking-needs.ts';
import { summerDay, testDay } from '../support/test-today.ts';

/** A domestic route and one abroad, where a company may ask for more of its passengers. */
const ROUTES = [
  { from: 'PIR', to: 'JTR' },
  { from: 'GPA', to: 'AOI' },
];

/**
 * Issue #47 item 4: the booking needs every adapter's sailings carry are what Kyma's passenger form checks,
 * so a client that gives what the flags ask is accepted, and each detail a flag asks for is one the form
 * refuses to go without.
 */
export function bookingNeedsContract(name: string, makeAdapter: () => FerryInventory) {
  describe(`Booking needs: ${name}`, () => {
    const sailings = async (): Promise<Trip[]> => {
      const inventory = makeAdapter();
      const found = await Promise.all(
        ROUTES.map((route) =>
          inventory.searchTrips({ ...route, date: summerDay(15), passengers: 1, vehicles: 0, pets: 0 }),
        ),
      );
      return found.flat();
    };

    it('asks on every sailing for exactly what the passenger form refuses to go without', async () => {
      const trips = await sailings();
      expect(trips.length).toBeGreaterThan(0);
      const today = testDay(0);
      for (const trip of trips) {
        const leg = legFollowingTheFlags(trip);
        expect(validateLeg(leg, { today }).ok, `${trip.id}: the details its flags ask for`).toBe(true);
        for (const { field, flag } of FLAGGED_DETAILS.filter(
          (detail) => trip.bookingValidation[detail.flag],
        )) {
          const without = { ...leg, passengers: [{ ...leg.passengers[0]!, [field]: '' }] };
          const checked = validateLeg(without, { today });
          expect(checked.ok ? 'accepted' : checked.error.code, `${trip.id} without ${flag}`).toBe(
            'invalidPassengersForm',
          );
          expect(checked.ok || checked.error.fields.map((f) => f.path)).toContain(`passengers[0].${field}`);
        }
      }
    });
  });
}
