import type { Order } from '../orders/order.ts';
import { paidPerLeg } from '../orders/paid-per-leg.ts';
import type { DisruptionCause, LegDisruptionFacts } from '../passenger-rights/leg-disruption-facts.ts';
import type { SailingDisruption } from './disruption.ts';

const MINUTE = 60_000;
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / MINUTE);
const shifted = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/**
 * Why a sailing was disrupted, from what its company told: a cancellation or a delay of a sailing the
 * company had put under a weather warning is the weather's (Art. 17(3), 20(4)); anything else is not.
 */
function disruptionCause(
  event: Pick<SailingDisruption, 'agentName' | 'sailingId'>,
  told: readonly Pick<SailingDisruption, 'agentName' | 'sailingId' | 'kind'>[],
): DisruptionCause {
  const warned = told.some(
    (other) =>
      other.kind === 'weatherWarning' &&
      other.sailingId === event.sailingId &&
      other.agentName === event.agentName,
  );
  return warned ? 'weather' : 'other';
}

/**
 * The facts Regulation (EU) 1177/2010 needs of one leg of an order (decision 0070), from an event recorded
 * on it: the schedule of the sailing the leg was on when it was recorded (`asRecorded`, its version then), shifted by the delay the company told, and what was paid for the leg.
 * Only a cancellation or a delay gives rights; a new ship or a warning alone gives none (null).
 */
export function legDisruptionFacts(
  order: Pick<Order, 'legs' | 'breakdown' | 'createdAt'>,
  legIndex: number,
  event: SailingDisruption,
  told: readonly SailingDisruption[],
  asRecorded: { departure: string; arrival: string } | undefined,
): LegDisruptionFacts | null {
  const leg = order.legs[legIndex]?.booking;
  if (!leg || (event.kind !== 'cancelled' && event.kind !== 'delayed')) return null;
  const delay = event.kind === 'delayed' ? (event.delayMinutes ?? 0) : 0;
  // The schedule of the sailing the event happened to (decision 0116): a rebooking since moved the leg.
  const scheduledDeparture = new Date(asRecorded?.departure ?? leg.departureDatetime).toISOString();
  const scheduledArrival = new Date(asRecorded?.arrival ?? leg.arrivalDateTime).toISOString();
  return {
    kind: event.kind,
    scheduledDeparture,
    scheduledArrival,
    ...(event.kind === 'delayed' && {
      expectedDeparture: shifted(scheduledDeparture, delay),
      expectedArrival: shifted(scheduledArrival, delay),
    }),
    scheduledJourneyMinutes: minutesBetween(scheduledDeparture, scheduledArrival),
    cause: disruptionCause(event, told),
    paidForLeg: paidPerLeg(order.breakdown)[legIndex] ?? 0,
    knownBeforePurchase: Date.parse(event.occurredAt) < Date.parse(order.createdAt),
  };
}
