import { waiveChange } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { RefusalCode } from '#domain/errors/refusal-codes.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { FerryNetwork } from '../ferry/ferry-network.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import { answeringDisruption, disruptionWaiver } from './disruption-waiver.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import type { OrderChangeQuote, QuoteOrderChange } from './quote-order-change.ts';

/** Another sailing a leg could move to: when, with whom, places left, and what moving costs or why not. */
export interface ChangeSailing {
  tripId: string;
  departureDatetime: string;
  arrivalDatetime: string;
  companyCode: string;
  vesselName: string;
  /** Places left in the accommodation of the leg's first passenger; 0 where that sailing sells none. */
  available: number;
  quote: OrderChangeQuote | null;
  refusal: RefusalCode | null;
}

export interface ListChangeSailingsDeps {
  getOrder: GetOrder;
  network: FerryNetwork;
  quoteOrderChange: QuoteOrderChange;
  disruptions: DisruptionRepository;
}

/**
 * The other sailings of a ticketed leg's route on a day, from the system that sold the leg, each with the
 * company's quote for moving there (issue #25 point 4: date picker and times, with the difference). Asked
 * for a disruption of the leg the order has recorded, each quote is the waived one (decision 0082).
 */
export class ListChangeSailings {
  readonly #deps: ListChangeSailingsDeps;
  constructor(deps: ListChangeSailingsDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { legIndex: number; date: string; forDisruption?: boolean },
  ): Promise<Result<ChangeSailing[], Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const leg = order.legs[input.legIndex];
    if (!leg || !hasTickets(order.status)) return err({ code: 'orderNotChangeable' });
    const waived = await disruptionWaiver(this.#deps.disruptions, { ...input, orderId: order.id });
    if (!waived.ok) return waived;
    const { booking } = leg;
    const searched = await this.#deps.network.route(
      leg.agentName,
      async (upstream, options) =>
        ok(
          await upstream.searchTrips(
            {
              from: booking.departurePort,
              to: booking.destinationPort,
              date: input.date,
              passengers: booking.passengers.length,
              vehicles: booking.vehicles.length,
              pets: booking.pets.length,
            },
            options,
          ),
        ),
      {},
      'tripNotFound',
    );
    if (!searched.ok) return err({ code: 'upstreamUnavailable' });
    const others = searched.value.filter((trip) => trip.tripId !== booking.tripId);
    const accommodation = booking.passengers[0]?.accommodationType ?? '';
    return ok(
      await Promise.all(
        others.map(async (trip) => {
          const quoted = await this.#deps.quoteOrderChange.quoteFor(
            order,
            answeringDisruption(
              { legIndex: input.legIndex, kind: 'sailing' as const, tripId: trip.tripId },
              waived.value,
            ),
          );
          return {
            ...sailingOf(trip, accommodation),
            quote: quoted.ok ? (waived.value ? waiveChange(quoted.value) : quoted.value) : null,
            refusal: quoted.ok ? null : quoted.error.code,
          };
        }),
      ),
    );
  }
}

function sailingOf(trip: Trip, accommodation: string) {
  const offers = [...trip.deckAvailability, ...trip.seatAvailability, ...trip.cabinAvailability];
  const offer = offers.find((each) => each.code === accommodation);
  return {
    tripId: trip.tripId,
    departureDatetime: trip.departureDatetime,
    arrivalDatetime: trip.arrivalDatetime,
    companyCode: trip.company.code,
    vesselName: trip.vesselName,
    available: offer && 'available' in offer ? offer.available : (offer?.wholeCabins ?? 0),
  };
}
