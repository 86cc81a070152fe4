import { PASSENGER_TYPES, type Passenger, type PassengerType } from '../booking/passenger.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import { carriedAfter, type PetAnswer, type VehicleAnswer } from './added-items.ts';
import type { Order, OrderLeg, OrderTicket } from './order.ts';
import type { OrderChange } from './order-change.ts';
import { linesOfOrder } from './order-charge-lines.ts';

/**
 * The corrected fields of a passenger, as the company's changed leg answers them, and the type they travel as
 * there: a correction of the birth date may have made them another (decision 0105).
 */
type PassengerAnswer = Partial<
  Pick<Passenger, 'name' | 'surname' | 'documentId' | 'nationality' | 'birthDate' | 'passengerType'>
>;

/** The changed leg as the company answers it: the sailing it is now on and its passengers as they are now. */
export interface ChangedLegAnswer {
  tripId: string;
  /** A sailing may move to another company's (decision 0068): the leg then names it, not the first one. */
  companyCode: string;
  companyName: string;
  vesselCode: string;
  /** The vessel's name as its company answers it, for the voucher. */
  vesselName: string;
  departureDatetime: string;
  arrivalDatetime: string;
  passengers: readonly PassengerAnswer[];
  /** What the leg carries now: an addition's vehicles, trailers and pets after those it had. */
  vehicles?: readonly VehicleAnswer[];
  pets?: readonly PetAnswer[];
}

const CORRECTABLE = ['name', 'surname', 'documentId', 'nationality', 'birthDate'] as const;

const isPassengerType = (value: unknown): value is PassengerType =>
  PASSENGER_TYPES.includes(value as PassengerType);

/** The passenger as the company now has them: the order's voucher and fare follow the company's tickets. */
function correctedPassenger(passenger: Passenger, answer: PassengerAnswer | undefined): Passenger {
  const corrected = { ...passenger };
  for (const field of CORRECTABLE) {
    const value = answer?.[field];
    if (typeof value === 'string' && value !== '') corrected[field] = value;
  }
  if (isPassengerType(answer?.passengerType)) corrected.passengerType = answer.passengerType;
  return corrected;
}

/** The order's leg once the company applied a change: only what the company answered is taken. */
function changedLeg(leg: OrderLeg, answer: ChangedLegAnswer): OrderLeg {
  return {
    ...leg,
    companyName: answer.companyName,
    vesselName: answer.vesselName,
    booking: {
      ...leg.booking,
      tripId: answer.tripId,
      company: answer.companyCode,
      vesselCode: answer.vesselCode,
      departureDatetime: answer.departureDatetime,
      arrivalDateTime: answer.arrivalDatetime,
      passengers: leg.booking.passengers.map((passenger, index) =>
        correctedPassenger(passenger, answer.passengers[index]),
      ),
      ...carriedAfter(leg.booking, answer),
    },
  };
}

/**
 * What an applied change makes of the order (decision 0068): the leg and its tickets replaced from the
 * company's answer (the other legs' tickets untouched), and the change's lines added to the order's record of
 * money after the lines it had (decision 0051). The frozen breakdown stays the first sale's; the order's lines
 * add up to the final price plus every applied change's total, which is what was paid in all.
 */
export function orderAfterChange(
  order: Order,
  change: Pick<OrderChange, 'legIndex' | 'chargeLines'>,
  answer: ChangedLegAnswer,
  newTickets: readonly Omit<OrderTicket, 'legIndex'>[],
): Pick<Order, 'legs' | 'tickets' | 'chargeLines'> {
  const { legIndex } = change;
  const before = linesOfOrder(order);
  // An added vehicle, trailer or pet keeps its place on the leg; the change's own lines are counted on.
  const changeLines: ChargeLine[] = change.chargeLines.map((line) =>
    line.kind === 'changeFare' || line.kind === 'changeFee'
      ? {
          ...line,
          index: before.filter((other) => other.kind === line.kind && other.legIndex === legIndex).length,
        }
      : line,
  );
  return {
    legs: order.legs.map((leg, index) => (index === legIndex ? changedLeg(leg, answer) : leg)),
    tickets: [
      ...order.tickets.filter((ticket) => ticket.legIndex !== legIndex),
      ...newTickets.map((ticket) => ({ ...ticket, legIndex })),
    ].sort((a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex),
    chargeLines: [...before, ...changeLines],
  };
}
