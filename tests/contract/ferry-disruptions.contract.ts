import { beforeAll, describe, expect, it } from 'vitest';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { TEST_TODAY, testClock, testDay } from '../support/test-today.ts';

const HOUR = 3_600_000;

/** Made before any fixture's clock (each starts at the test "today"), so it never reads earlier than theirs. */
const clock = testClock();

/**
 * What every adapter's feed of disruptions does (issue #26): an event staff cause is in the sailing's status
 * and in the feed of its window, told by the adapter's own system on the adapter's own trip ids, the same
 * event with the same id on every read.
 */
export function ferryDisruptionsContract(
  name: string,
  makeAdapter: () => FerryInventory | Promise<FerryInventory>,
) {
  describe(`FerryDisruptions contract: ${name}`, () => {
    let inventory: FerryInventory;
    let trips: Trip[];

    beforeAll(async () => {
      inventory = await makeAdapter();
      trips = await inventory.searchTrips({
        from: 'PIR',
        to: 'JTR',
        date: testDay(3),
        passengers: 1,
        vehicles: 0,
        pets: 0,
      });
      expect(trips.length, 'sailings from Piraeus to Santorini in three days').toBeGreaterThan(1);
    });

    const windowAround = (trip: Trip) => ({
      departingFrom: new Date(Date.parse(trip.departureDatetime) - 24 * HOUR),
      departingUntil: new Date(Date.parse(trip.departureDatetime) + 24 * HOUR),
    });

    it('delays a sailing on demand: its status says by how much, the feed tells it with the new times', async () => {
      const trip = trips[0]!;
      const caused = await inventory.capabilities.disruptions!.causeDisruption({
        tripId: trip.tripId,
        kind: 'delayed',
        delayMinutes: 90,
      });
      if (!caused.ok) throw new Error(caused.error.message);
      expect(caused.value).toMatchObject({
        kind: 'delayed',
        delayMinutes: 90,
        agentName: inventory.agentName,
      });
      expect(caused.value.tripIds).toContain(trip.tripId);
      expect(Date.parse(caused.value.newDeparture!) - Date.parse(caused.value.departure)).toBe(90 * 60_000);

      const status = await inventory.capabilities.disruptions!.sailingStatus(trip.tripId);
      expect(status.ok && status.value).toMatchObject({ state: 'delayed', delayMinutes: 90 });

      const feed = await inventory.capabilities.disruptions!.disruptions(windowAround(trip));
      const told = feed.find((event) => event.id === caused.value.id);
      expect(told).toEqual(caused.value);
      expect(await inventory.capabilities.disruptions!.disruptions(windowAround(trip))).toEqual(feed);
    });

    it('cancels a sailing on demand, and a cancelled sailing stays cancelled', async () => {
      const trip = trips[1]!;
      const caused = await inventory.capabilities.disruptions!.causeDisruption({
        tripId: trip.tripId,
        kind: 'cancelled',
      });
      expect(caused.ok && caused.value.kind).toBe('cancelled');
      await inventory.capabilities.disruptions!.causeDisruption({
        tripId: trip.tripId,
        kind: 'delayed',
        delayMinutes: 30,
      });
      const status = await inventory.capabilities.disruptions!.sailingStatus(trip.tripId);
      expect(status.ok && status.value.state).toBe('cancelled');
      expect(status.ok && status.value.disruptions.map((event) => event.kind)).toEqual(
        expect.arrayContaining(['cancelled', 'delayed']),
      );
    });

    it('tells every event of a window on its own trips, none departing outside it', async () => {
      const window = {
        departingFrom: TEST_TODAY,
        departingUntil: new Date(TEST_TODAY.getTime() + 120 * HOUR),
      };
      const events = await inventory.capabilities.disruptions!.disruptions(window);
      // The sailing three days ahead that the tests above cancelled and delayed is in it.
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.agentName).toBe(inventory.agentName);
        expect(Date.parse(event.departure)).toBeGreaterThanOrEqual(window.departingFrom.getTime());
        expect(Date.parse(event.departure)).toBeLessThan(window.departingUntil.getTime());
        expect(Date.parse(event.occurredAt)).toBeLessThanOrEqual(clock.now().getTime());
      }
    });

    it('knows no sailing for a trip it does not sell', async () => {
      const unknown = `${trips[0]!.tripId.slice(0, -7)}XXX-YYY`;
      const status = await inventory.capabilities.disruptions!.sailingStatus(unknown);
      expect(!status.ok && status.error.code).toBe('tripNotFound');
      const caused = await inventory.capabilities.disruptions!.causeDisruption({
        tripId: unknown,
        kind: 'cancelled',
      });
      expect(!caused.ok && caused.error.code).toBe('tripNotFound');
    });
  });
}
