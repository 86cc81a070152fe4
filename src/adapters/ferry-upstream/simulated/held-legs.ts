import type { InsertBookingRequest, PricingRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { BookedLeg } from '#application/ports/upstream-booking.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { vesselOrThrow } from '../catalogue/vessels.ts';
import { type PricedLeg, priceLeg } from '../network/leg-pricing.ts';
import type { Place } from '../network/sailing-places.ts';
import type { Segment } from '../network/timetable.ts';
import { tripNotFound } from './booking-answers.ts';
import { capacityOf } from './trip-builder.ts';
import type { UpstreamSystem } from './upstream-systems.ts';

export interface PricedSegment {
  segment: Segment;
  priced: PricedLeg;
}

/**
 * Prices every leg of a request on its sailing; the first leg that cannot be sold answers for all. A sailing
 * that has left, or that the company cancelled (`cancelled`, by sailing id), is no longer on sale: as a real
 * system, it answers that it has no such trip to sell.
 */
export function priceRequestLegs(
  request: PricingRequest,
  segmentOf: (tripId: string) => Segment | undefined,
  system: UpstreamSystem,
  sale: { now: number; cancelled: ReadonlySet<string> },
): Result<PricedSegment[], InventoryError> {
  if (request.legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
  const priced: PricedSegment[] = [];
  for (const [index, leg] of request.legs.entries()) {
    const segment = segmentOf(leg.tripId);
    const path = `legs[${index}].tripId`;
    if (!segment) return err({ ...tripNotFound(leg.tripId), path });
    if (segment.departure <= sale.now)
      return err({ code: 'tripNotFound', message: 'the ship has sailed', path });
    if (sale.cancelled.has(segment.run.sailingId))
      return err({ code: 'tripNotFound', message: `sailing ${segment.run.sailingId} is cancelled`, path });
    const result = priceLeg(segment, leg, system, `legs[${index}]`);
    if (!result.ok) return result;
    priced.push({ segment, priced: result.value });
  }
  return ok(priced);
}

/** The places a hold of the priced legs takes, each with its ship's capacity for a first count. */
export function placesOf(priced: PricedSegment[]): Place[] {
  return priced.flatMap(({ segment, priced: leg }) => {
    const capacity = capacityOf(vesselOrThrow(segment.run.line.vessel));
    return Object.entries(leg.resources).map(([resource, quantity]) => ({
      sailingId: segment.run.sailingId,
      resource,
      quantity,
      capacity: capacity[resource] ?? 0,
    }));
  });
}

export function bookedLegs(priced: PricedSegment[], request: PricingRequest): BookedLeg[] {
  return priced.map(({ segment, priced: leg }, index) => ({
    tripId: segment.tripId,
    companyCode: segment.run.line.company,
    vesselCode: segment.run.line.vessel,
    from: segment.from,
    to: segment.to,
    departureDatetime: segment.departureDatetime,
    arrivalDatetime: segment.arrivalDatetime,
    pricing: leg.pricing,
    request: request.legs[index]!,
  }));
}

/** The held legs with the passengers' details laid over them; undefined when the request brings none. */
export function withTravellerDetails(
  legs: BookedLeg[],
  passengers: InsertBookingRequest['passengers'],
): BookedLeg[] | undefined {
  if (!passengers) return undefined;
  return legs.map((leg, legIndex) => ({
    ...leg,
    request: {
      ...leg.request,
      passengers: leg.request.passengers.map((passenger, index) => ({
        ...passenger,
        ...passengers[legIndex]?.[index],
      })),
    },
  }));
}
