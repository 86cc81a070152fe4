import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { moneyText, sailingTimeText } from './booking-text.ts';
import type { OrderSummary } from './order-summary.ts';

/** Port names in the reader's language; codes stand in when no system answers. */
async function portNames(services: AppServices, locale: LocaleCode): Promise<Map<string, string>> {
  const ports = await services.ferry.listPorts.execute({ lang: locale });
  return new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
}

export async function orderSummary(
  services: AppServices,
  order: Order,
  locale: LocaleCode,
): Promise<OrderSummary> {
  const names = await portNames(services, locale);
  const money = (cents: number) => moneyText(cents, locale);
  const { breakdown } = order;
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
      departure: sailingTimeText(leg.booking.departureDatetime, locale),
      arrival: sailingTimeText(leg.booking.arrivalDateTime, locale),
      passengers: leg.booking.passengers.map((passenger, passengerIndex) => ({
        id: `passenger-${legIndex}-${passengerIndex}`,
        fullName: `${passenger.name} ${passenger.surname}`,
        passengerType: passenger.passengerType,
        accommodation: passenger.accommodationTypeDescr || passenger.accommodationType,
        ticketNumber:
          order.tickets.find((t) => t.legIndex === legIndex && t.passengerIndex === passengerIndex)
            ?.ticketNumber ?? null,
        price: money(leg.passengerPrices[passengerIndex] ?? 0),
      })),
      total: money(leg.tripTotal),
    })),
    breakdown: [
      { key: 'priceSubtotal', amount: money(breakdown.subtotal) },
      ...(breakdown.discount > 0 ? [{ key: 'priceDiscount', amount: money(-breakdown.discount) }] : []),
      { key: 'priceServiceFee', amount: money(breakdown.serviceFee) },
      ...(breakdown.shippingCost > 0
        ? [{ key: 'priceShipping', amount: money(breakdown.shippingCost) }]
        : []),
      ...(breakdown.extraCost > 0 ? [{ key: 'priceExtraCost', amount: money(breakdown.extraCost) }] : []),
    ],
    finalPrice: money(breakdown.finalPrice),
  };
}
