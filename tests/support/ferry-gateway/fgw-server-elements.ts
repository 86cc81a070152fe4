import { alpha3Of } from '#adapters/ferry-gateway/fgw-countries.ts';
import { decimalOf, locodeOf } from '#adapters/ferry-gateway/fgw-terms.ts';
import { findPort } from '#adapters/ferry-upstream/catalogue/ports.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { Trip } from '#domain/trips/trip.ts';

/** The local FerryGateway server's answer parts, built from what the simulated network says. */

type Element = Record<string, unknown>;

export const TPE_NAMESPACE = 'urn:kyma:ferrygateway:tpe';

export function context(agent: string, now: Date): Element {
  return { '@_AgentAccountNumber': agent, '@_TimeStamp': now.toISOString(), '@_Currency': 'EUR' };
}

export function errorAnswer(agent: string, now: Date, code: string, description: string): Element {
  return {
    Context: context(agent, now),
    Messages: {
      Message: [{ '@_Code': code, '@_Description': description.slice(0, 256), '@_Severity': 'Fatal' }],
    },
  };
}

function portName(kymaCode: string): string {
  return findPort(kymaCode)?.name ?? kymaCode;
}

export function routeElement(operator: string, from: string, to: string): Element {
  const [a, b] = [findPort(from)!, findPort(to)!];
  return {
    '@_OperatorCode': operator,
    '@_DepartPort': locodeOf(from),
    '@_DestinationPort': locodeOf(to),
    '@_DepartPortCountry': alpha3Of(a.countryCode),
    '@_DepartPortName': a.name,
    '@_DepartPortLatitude': String(a.latitude),
    '@_DepartPortLongitude': String(a.longitude),
    '@_DestinationPortCountry': alpha3Of(b.countryCode),
    '@_DestinationPortName': b.name,
    '@_DestinationPortLatitude': String(b.latitude),
    '@_DestinationPortLongitude': String(b.longitude),
  };
}

function sailingInfo(trip: Trip): Element {
  return {
    '@_OperatorCode': trip.company.code,
    '@_DepartPort': locodeOf(trip.from),
    '@_DestinationPort': locodeOf(trip.to),
    '@_DepartDateTime': trip.departureDatetime,
    '@_ArriveDateTime': trip.arrivalDatetime,
    '@_DepartPortName': portName(trip.from),
    '@_DestinationPortName': portName(trip.to),
    ...(trip.bookingValidation.documentRequired && {
      MandatoryFacilities: { MandatoryFacility: ['National Identity Card or Passport'] },
    }),
  };
}

/** A sailing as GetSailings, GetServices and GetPrice answer it (the order of the XSD's sequence). */
export function sailingElement(trip: Trip, id: string, extra: Element = {}): Element {
  const available = trip.deckAvailability.some((d) => d.available > 0);
  return {
    '@_Id': id,
    '@_IsAvailable': String(available),
    ...(trip.garage && { '@_IsVehicleAvailable': 'true' }),
    ...(trip.pets && { '@_IsPetAvailable': String(trip.petAvailability > 0) }),
    ...(extra.refs as Element),
    SailingInfo: sailingInfo(trip),
    Ship: {
      '@_IsFastCraft': String(trip.highSpeed),
      '@_ShipName': trip.vesselName,
      '@_ShipIMO': trip.vesselCode,
    },
    ...(extra.body as Element),
  };
}

/** The trip's places as accommodation options: deck passage, seats, and cabins sold whole. */
export function accommodationOptions(trip: Trip): Element {
  return {
    OnBoardAccommodationServices: {
      OnBoardAccommodationService: [
        ...trip.deckAvailability.map((d) => ({
          '@_Code': d.code,
          '@_QuantityAvailable': String(d.available),
          '@_UnitCost': decimalOf(d.lowestFare),
          '@_Description': d.name,
          '@_ServiceRuleGroup': 'Deck',
        })),
        ...trip.seatAvailability.map((s) => ({
          '@_Code': s.code,
          '@_QuantityAvailable': String(s.available),
          '@_UnitCost': decimalOf(s.lowestFare),
          '@_Description': s.name,
          '@_ServiceRuleGroup': 'Seat',
        })),
        ...trip.cabinAvailability.map((c) => ({
          '@_Code': c.code,
          '@_QuantityAvailable': String(c.wholeCabins),
          '@_UnitCost': decimalOf(c.wholeCabinFare),
          '@_Description': c.name,
          '@_Berths': String(c.berthsPerCabin),
          ...(c.accessible ? { '@_IsAccessible': 'true' } : {}),
        })),
      ],
    },
  };
}

/** One leg's price as the cost details of its sailing: a line per passenger, vehicle, trailer, service, pet. */
export function costDetails(pricing: LegPricing, sailingId: string): Element {
  const lines = (category: string, items: LegPricing['passengerPrices']['items'], label?: string) =>
    items.map((item) => ({
      '@_Category': category,
      '@_TotalAmount': decimalOf(item.total),
      '@_Label': label ?? item.code,
      '@_Quantity': '1',
    }));
  return {
    '@_SailingId': sailingId,
    '@_GrossAmount': decimalOf(pricing.tripTotal),
    CostDetail: [
      ...lines('Passenger', pricing.passengerPrices.items),
      ...lines('Vehicle', pricing.vehiclePrices.items),
      ...lines('OtherCosts', pricing.trailerPrices.items, 'Trailer'),
      ...lines('OnBoardService', pricing.servicePrices.items),
      ...lines('Pet', pricing.petPrices.items),
    ],
  };
}
