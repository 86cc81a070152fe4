import type { Order } from '#domain/orders/order.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { ResellerRepository } from '../ports/reseller-repository.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import type { VoucherDocument } from '../ports/voucher-renderer.ts';
import { CONTACT_SETTING_KEY } from '../site/load-site-shell.ts';
import { payerOf } from './read-order-payment.ts';

export interface VoucherSources {
  listPorts: ListPorts;
  settings: SettingsRepository;
  /** Kyma's public address, for the manage-booking link. */
  publicUrl: string;
  /** The agency that paid a credit-limit order. */
  resellers: ResellerRepository;
}

/**
 * What the voucher, the e-mail and the calendar show of a ticketed order: everything from the order's frozen
 * contents, plus port names in the traveller's language and the agency's contact details of today.
 */
export async function voucherDocument(order: Order, sources: VoucherSources): Promise<VoucherDocument> {
  const [ports, contact, payer] = await Promise.all([
    sources.listPorts.execute({ lang: order.locale }),
    sources.settings.get(CONTACT_SETTING_KEY),
    payerOf(order, sources.resellers),
  ]);
  const portName = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const port = (code: string) => ({ code, name: portName.get(code) ?? code });
  const ticketOf = (legIndex: number, passengerIndex: number) =>
    order.tickets.find((t) => t.legIndex === legIndex && t.passengerIndex === passengerIndex)?.ticketNumber ??
    '';
  const prefix = order.locale === 'el' ? '' : `/${order.locale}`;
  return {
    locale: order.locale,
    reference: order.reference,
    issuedAt: order.updatedAt,
    leader: {
      fullName: `${order.leader.firstName} ${order.leader.lastName}`,
      email: order.leader.email,
      mobile: `${order.leader.phonePrefix} ${order.leader.mobile}`.trim(),
    },
    legs: order.legs.map((leg, legIndex) => ({
      companyCode: leg.booking.company,
      companyName: leg.companyName,
      vesselName: leg.vesselName,
      from: port(leg.booking.departurePort),
      to: port(leg.booking.destinationPort),
      departureDatetime: leg.booking.departureDatetime,
      arrivalDatetime: leg.booking.arrivalDateTime,
      passengers: leg.booking.passengers.map((passenger, passengerIndex) => ({
        fullName: `${passenger.name} ${passenger.surname}`,
        passengerType: passenger.passengerType,
        sex: passenger.sex,
        accommodation: passenger.accommodationTypeDescr || passenger.accommodationType,
        ticketNumber: ticketOf(legIndex, passengerIndex),
        price: leg.passengerPrices[passengerIndex] ?? 0,
      })),
      vehicles: leg.booking.vehicles.map((vehicle, index) => ({
        description: [vehicle.accommodationType, vehicle.plateNumber].filter(Boolean).join(' · '),
        price: leg.vehiclePrices[index] ?? 0,
      })),
      trailers: leg.booking.trailers.flatMap((trailer, index) =>
        trailer ? [{ description: trailer.accommodationType, price: leg.trailerPrices[index] ?? 0 }] : [],
      ),
      pets: leg.booking.pets.map((pet, index) => ({
        description: pet.description || pet.code,
        price: leg.petPrices[index] ?? 0,
      })),
      total: leg.tripTotal,
    })),
    breakdown: order.breakdown,
    payer,
    invoice: order.invoice,
    delivery: order.delivery.receiveTicketsMethod,
    agency: contact as SiteContact,
    manageUrl: `${sources.publicUrl}${prefix}/orderdetails?ref=${encodeURIComponent(order.reference)}`,
  };
}
