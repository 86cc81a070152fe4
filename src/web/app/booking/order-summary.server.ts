import type { AppServices } from '#application/app-services.ts';
import { type FormatMessage, placeName } from '#application/orders/charge-line-words.ts';
import { protectedConnections } from '#domain/disruptions/protected-connections.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { legStatusInOrder } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { afterSaleMoney, type OrderLedger } from '#domain/orders/order-ledger.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import { siteIntl } from '../i18n/site-intl.ts';
import { moneyText, sailingTimesText } from './booking-text.ts';
import { shownChargeLines } from './charge-lines-list.tsx';
import type { OrderSummary } from './order-summary.ts';

/** Port names in the reader's language; codes stand in when no system answers. */
export async function portNames(services: AppServices, locale: LocaleCode): Promise<Map<string, string>> {
  const ports = await services.ferry.listPorts.execute({ lang: locale });
  return new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
}

function travellerName(order: Order, legIndex: number, passengerIndex: number): string {
  const passenger = order.legs[legIndex]?.booking.passengers[passengerIndex];
  return passenger ? `${passenger.name} ${passenger.surname}` : '';
}

/** The after-sale rows under the final price, each a figure of the ledger; none while nothing happened. */
function afterSaleRows(
  ledger: OrderLedger | null,
  money: (cents: number) => string,
): OrderSummary['afterSale'] {
  const after = ledger && afterSaleMoney(ledger);
  if (!after) return null;
  return {
    changesPaid: after.changesPaid !== 0 ? money(after.changesPaid) : null,
    refunded: after.refunded !== 0 ? money(after.refunded) : null,
    released: after.released !== 0 ? money(after.released) : null,
    net: money(after.net),
  };
}

/** The order as the confirmation pages show it; `ledger` null where the caller may not see its money. */
export async function orderSummary(
  services: AppServices,
  order: Order,
  locale: LocaleCode,
  ledger: OrderLedger | null,
): Promise<OrderSummary> {
  const names = await portNames(services, locale);
  const money = (cents: number) => moneyText(cents, locale);
  const lines = linesOfOrder(order);
  const intl = siteIntl(locale);
  const format: FormatMessage = (id, values) => intl.formatMessage({ id }, values);
  const shown = shownChargeLines(lines, format, money, (legIndex, index) =>
    travellerName(order, legIndex, index),
  );
  const connections = protectedConnections(
    order.legs.map((leg) => ({ ...leg.booking, valid: legStatusInOrder(order, leg) === 'valid' })),
  );
  return {
    reference: order.reference,
    status: order.status,
    leaderName: `${order.leader.firstName} ${order.leader.lastName}`,
    email: order.leader.email,
    delivery: order.delivery.receiveTicketsMethod,
    legs: order.legs.map((leg, legIndex) => ({
      id: `leg-${legIndex}`,
      companyName: leg.companyName,
      companyCode: leg.booking.company,
      vesselName: leg.vesselName,
      from: names.get(leg.booking.departurePort) ?? leg.booking.departurePort,
      to: names.get(leg.booking.destinationPort) ?? leg.booking.destinationPort,
      ...sailingTimesText(
        { departureDatetime: leg.booking.departureDatetime, arrivalDatetime: leg.booking.arrivalDateTime },
        locale,
        format,
      ),
      passengers: leg.booking.passengers.map((passenger, passengerIndex) => ({
        id: `passenger-${legIndex}-${passengerIndex}`,
        fullName: travellerName(order, legIndex, passengerIndex),
        passengerType: passenger.passengerType,
        accommodation: placeName(
          { accommodation: passenger.accommodationType, accommodationName: passenger.accommodationTypeDescr },
          format,
        ),
        ticketNumber:
          order.tickets.find((t) => t.legIndex === legIndex && t.passengerIndex === passengerIndex)
            ?.ticketNumber ?? null,
      })),
      protectedConnection: connections[legIndex]!,
      lines: shown.filter((line) => line.legIndex === legIndex),
      total: money(chargeLinesTotal(lines.filter((line) => line.legIndex === legIndex))),
    })),
    orderLines: shown.filter((line) => line.legIndex === null),
    finalPrice: money(chargeLinesTotal(lines)),
    afterSale: afterSaleRows(ledger, money),
    authorised: ledger && ledger.authorised > 0 ? money(ledger.authorised) : null,
  };
}
