import { legStatus } from './leg-status.ts';
import type { OrderLeg, OrderTicket } from './order.ts';

/**
 * What the daily reconciliation compares between an order and the booking its company keeps (issue #47
 * point 5): the company, the sailing, the passengers (how many and their names), the tickets and whether
 * the booking still stands.
 */
const RECONCILED_FIELDS = ['status', 'company', 'sailing', 'passengers', 'tickets'] as const;
export type ReconciledField = (typeof RECONCILED_FIELDS)[number];

/** One leg as the company keeps it, in the company's order of the booking's legs. */
interface CompanyLeg {
  tripId: string;
  companyCode: string;
  departureDatetime: string;
  /** The company voided this leg alone. */
  cancelled: boolean;
  passengers: { name: string; surname: string }[];
}

/** The booking as the company keeps it, in the words the comparison needs. */
export interface CompanyBooking {
  agentName: string;
  orderCode: string;
  /** The company cancelled the whole booking. */
  cancelled: boolean;
  legs: CompanyLeg[];
  /** Ticket numbers by the company's leg position. */
  tickets: { legIndex: number; ticketNumber: string }[];
}

/** What differs, and the order's legs the company says are cancelled (those still valid at Kyma). */
export interface BookingDifferences {
  fields: ReconciledField[];
  cancelledLegs: number[];
}

/** What the comparison reads of the order: each leg's company, sailing, passengers and state, and its tickets. */
export interface ReconciledOrder {
  legs: readonly (Pick<OrderLeg, 'agentName' | 'cancellation'> & {
    booking: Pick<OrderLeg['booking'], 'company' | 'tripId' | 'departureDatetime'> & {
      passengers: readonly { name: string; surname: string }[];
    };
  })[];
  tickets: readonly Pick<OrderTicket, 'legIndex' | 'ticketNumber'>[];
}

const nameKey = (person: { name: string; surname: string }) =>
  `${person.name.trim().toUpperCase()} ${person.surname.trim().toUpperCase()}`;

/** The same items, in any order. */
function sameItems(a: readonly string[], b: readonly string[]): boolean {
  const sorted = [...b].sort();
  return a.length === b.length && [...a].sort().every((each, index) => each === sorted[index]);
}

/**
 * Compares the legs the order has with this company (in the company's order, as `upstreamLegOf` counts them)
 * against its booking. A leg cancelled alone at Kyma is done with there and not compared.
 */
export function bookingDifferences(order: ReconciledOrder, booking: CompanyBooking): BookingDifferences {
  const ours = order.legs.flatMap((leg, index) =>
    leg.agentName === booking.agentName ? [{ leg, index }] : [],
  );
  const fields = new Set<ReconciledField>();
  const cancelledLegs: number[] = [];
  if (ours.length !== booking.legs.length) fields.add('sailing');
  ours.forEach(({ leg, index }, position) => {
    const theirs = booking.legs[position];
    if (legStatus(leg) !== 'valid' || !theirs) return;
    // A cancelled leg's tickets are void and some systems no longer list them: the cancellation says it all.
    if (booking.cancelled || theirs.cancelled) {
      cancelledLegs.push(index);
      return;
    }
    if (theirs.companyCode !== leg.booking.company) fields.add('company');
    if (theirs.tripId !== leg.booking.tripId || theirs.departureDatetime !== leg.booking.departureDatetime)
      fields.add('sailing');
    if (!sameItems(theirs.passengers.map(nameKey), leg.booking.passengers.map(nameKey)))
      fields.add('passengers');
    const ourTickets = order.tickets.filter((ticket) => ticket.legIndex === index);
    const theirTickets = booking.tickets.filter((ticket) => ticket.legIndex === position);
    const numbers = (tickets: readonly { ticketNumber: string }[]) =>
      tickets.map((each) => each.ticketNumber);
    if (!sameItems(numbers(theirTickets), numbers(ourTickets))) fields.add('tickets');
  });
  if (cancelledLegs.length > 0) fields.add('status');
  return { fields: RECONCILED_FIELDS.filter((field) => fields.has(field)), cancelledLegs };
}

/**
 * What names one finding so that the same difference found again (a second run, the next day) is not new:
 * the company's booking, what differs and the legs it cancelled.
 */
export function differencesKey(
  booking: Pick<CompanyBooking, 'agentName' | 'orderCode'>,
  found: BookingDifferences,
) {
  return [booking.agentName, booking.orderCode, found.fields.join(','), found.cancelledLegs.join(',')].join(
    '|',
  );
}
