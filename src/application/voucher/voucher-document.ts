import { showsProofAtBoarding } from '#domain/booking/passenger-age.ts';
import { validLegIndexes } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { afterSaleMoney } from '#domain/orders/order-ledger.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import { type FormatMessage, placeName, wordChargeLines } from '../orders/charge-line-words.ts';
import { orderDetailsUrl } from '../orders/order-details-url.ts';
import { type OrderMoneyDeps, orderMoneyOf } from '../orders/order-money.ts';
import { payerOf } from '../orders/read-order-payment.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { ResellerRepository } from '../ports/reseller-repository.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import type { VoucherDocument, VoucherItem } from '../ports/voucher-renderer.ts';
import { CONTACT_SETTING_KEY } from '../site/load-site-shell.ts';
import { assistanceWords } from './assistance-words.ts';

export interface VoucherSources extends OrderMoneyDeps {
  listPorts: ListPorts;
  words: MessageWords;
  settings: SettingsRepository;
  /** Kyma's public address, for the manage-booking link. */
  publicUrl: string;
  /** The agency that paid a credit-limit order. */
  resellers: ResellerRepository;
}

/**
 * Each sailing's lines worded in the order's language; a vehicle's line carries its plate, as printed on
 * the ticket at the port.
 */
function legLines(order: Order, format: FormatMessage): (VoucherItem & { legIndex: number | null })[] {
  const chargeLines = linesOfOrder(order);
  const nameOf = (legIndex: number, index: number) => {
    const passenger = order.legs[legIndex]?.booking.passengers[index];
    return passenger ? `${passenger.name} ${passenger.surname}` : '';
  };
  return wordChargeLines(chargeLines, format, nameOf).map((line, position) => {
    const charged = chargeLines[position]!;
    const plate =
      charged.kind === 'vehicle'
        ? order.legs[charged.legIndex ?? 0]?.booking.vehicles[charged.index]?.plateNumber
        : '';
    return {
      legIndex: line.legIndex,
      description: [line.label, plate, line.detail].filter(Boolean).join(' · '),
      price: line.amount,
    };
  });
}

/**
 * What the voucher, the e-mail and the calendar show of a ticketed order: everything from the order's frozen
 * contents, plus port names in the traveller's language and the agency's contact details of today.
 */
export async function voucherDocument(order: Order, sources: VoucherSources): Promise<VoucherDocument> {
  const [ports, contact, payer, money] = await Promise.all([
    sources.listPorts.execute({ lang: order.locale }),
    sources.settings.get(CONTACT_SETTING_KEY),
    payerOf(order, sources.resellers),
    orderMoneyOf(sources, order),
  ]);
  const portName = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const port = (code: string) => ({ code, name: portName.get(code) ?? code });
  const ticketOf = (legIndex: number, passengerIndex: number) =>
    order.tickets.find((t) => t.legIndex === legIndex && t.passengerIndex === passengerIndex)?.ticketNumber ??
    '';
  const format = sources.words(order.locale);
  const lines = legLines(order, format);
  return {
    locale: order.locale,
    reference: order.reference,
    issuedAt: order.updatedAt,
    leader: {
      fullName: `${order.leader.firstName} ${order.leader.lastName}`,
      email: order.leader.email,
      mobile: `${order.leader.phonePrefix} ${order.leader.mobile}`.trim(),
    },
    // A sailing cancelled, alone or with its order, is no longer on the voucher (decision 0067): its tickets
    // are void.
    legs: validLegIndexes(order)
      .map((legIndex) => ({ leg: order.legs[legIndex]!, legIndex }))
      .map(({ leg, legIndex }) => ({
        legIndex,
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
          accommodation: placeName(
            {
              accommodation: passenger.accommodationType,
              accommodationName: passenger.accommodationTypeDescr,
            },
            format,
          ),
          ticketNumber: ticketOf(legIndex, passengerIndex),
          // Orders placed before proof numbers were asked for have none.
          proofNumber: passenger.proofNumber ?? '',
          assistance: assistanceWords(passenger.assistance, format, order.locale),
        })),
        lines: lines
          .filter((line) => line.legIndex === legIndex)
          .map(({ description, price }) => ({ description, price })),
        total: lines.reduce((sum, line) => sum + (line.legIndex === legIndex ? line.price : 0), 0),
        proofAtBoarding: leg.booking.passengers.some(showsProofAtBoarding),
      })),
    breakdown: order.breakdown,
    afterSale: afterSaleMoney(money.ledger),
    payer,
    invoice: order.invoice,
    delivery: order.delivery.receiveTicketsMethod,
    agency: contact as SiteContact,
    manageUrl: orderDetailsUrl(sources.publicUrl, order),
  };
}
