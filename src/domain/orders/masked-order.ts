import { noAssistance } from '../booking/assistance.ts';
import type { Passenger } from '../booking/passenger.ts';
import type { Vehicle } from '../booking/vehicle.ts';
import type { Order } from './order.ts';

const HIDDEN = '•';

/**
 * Hides all but the last characters of an identifying value (a document, a phone, a plate): enough for the
 * traveller to recognise their own, too little for anyone else to use. Short values are hidden whole.
 */
export function maskTail(value: string, visible = 2): string {
  const compact = value.replace(/\s/g, '');
  if (compact.length === 0) return '';
  const shown = compact.length > visible * 2 ? visible : 0;
  return HIDDEN.repeat(compact.length - shown) + compact.slice(compact.length - shown);
}

/** A birth date is never shown to someone who only proved reference and e-mail, not even its year. */
const maskBirthDate = (value: string) =>
  value === '' ? '' : `${HIDDEN}${HIDDEN}/${HIDDEN}${HIDDEN}/${HIDDEN.repeat(4)}`;

const maskPassenger = (passenger: Passenger): Passenger => ({
  ...passenger,
  documentId: maskTail(passenger.documentId),
  birthDate: maskBirthDate(passenger.birthDate),
  manNumber: maskTail(passenger.manNumber),
  // Orders placed before card numbers were asked for have none.
  proofNumber: maskTail(passenger.proofNumber ?? ''),
  loyaltyCard: maskTail(passenger.loyaltyCard),
  // Health data (decision 0086): only whoever holds the order's secret, and the company, reads it.
  assistance: noAssistance(),
});

const maskVehicle = <V extends Vehicle | null>(vehicle: V): V =>
  (vehicle && {
    ...vehicle,
    plateNumber: maskTail(vehicle.plateNumber),
    loyaltyCard: maskTail(vehicle.loyaltyCard),
  }) as V;

/**
 * The order as someone may see it who knows only its reference and the leader's e-mail (decision 0016):
 * documents, birth dates, phone numbers, ticket numbers, plates, tax number and street address masked; what was booked,
 * when and at what price as it is.
 */
export function maskedOrder(order: Order): Order {
  return {
    ...order,
    leader: { ...order.leader, mobile: maskTail(order.leader.mobile) },
    legs: order.legs.map((leg) => ({
      ...leg,
      booking: {
        ...leg.booking,
        passengers: leg.booking.passengers.map(maskPassenger),
        vehicles: leg.booking.vehicles.map(maskVehicle),
        trailers: leg.booking.trailers.map(maskVehicle),
      },
    })),
    delivery: {
      ...order.delivery,
      address: maskTail(order.delivery.address, 0),
      telephone: maskTail(order.delivery.telephone),
    },
    tickets: order.tickets.map((ticket) => ({ ...ticket, ticketNumber: maskTail(ticket.ticketNumber, 3) })),
    invoice: order.invoice && {
      ...order.invoice,
      tax: maskTail(order.invoice.tax),
      mobile: maskTail(order.invoice.mobile),
      address: maskTail(order.invoice.address, 0),
    },
  };
}
