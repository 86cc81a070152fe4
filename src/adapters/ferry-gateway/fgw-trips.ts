import { findCompany } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { imoNumber } from '#domain/co2/ship-match.ts';
import type { AccommodationOffer, CabinOffer, Trip } from '#domain/trips/trip.ts';
import { bookingValidationOf } from '#domain/validation/passenger-requirements.ts';
import type { FgwAccommodationOption, FgwSailing } from './fgw-answers.ts';
import { centsOf, kymaPortOf } from './fgw-terms.ts';
import { tripIdOf } from './fgw-trip-id.ts';

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** The most passengers one booking may carry: the standard sets none, Kyma's booking form allows nine. */
const MAX_PASSENGERS = 9;

/**
 * Accommodation options (GetServices `OnBoardAccommodationService`) as Kyma's offers: an option with
 * berths is a cabin, sold whole; the operator's `ServiceRuleGroup` "Deck" is deck passage, anything else a
 * reserved seat (decision 0078). Costs in euros become integer cents; an option without a sound cost is
 * left out.
 */
function offersOf(options: FgwAccommodationOption[]) {
  const deck: AccommodationOffer[] = [];
  const seats: AccommodationOffer[] = [];
  const cabins: CabinOffer[] = [];
  for (const option of options) {
    const cost = centsOf(option['@_UnitCost']!);
    if (cost === undefined || cost <= 0) continue;
    const code = option['@_Code']!;
    const name = option['@_Description'] ?? code;
    const available = Number(option['@_QuantityAvailable']);
    const berths = Number(option['@_Berths'] ?? 0);
    if (berths > 0) {
      const perBerth = Math.ceil(cost / berths);
      cabins.push({
        code,
        name,
        berthsPerCabin: berths,
        maleBerths: 0,
        femaleBerths: 0,
        wholeCabins: available,
        lowestFare: perBerth,
        wholeCabinFare: cost,
        accessible: isTrue(option['@_IsAccessible']),
      });
    } else
      (option['@_ServiceRuleGroup'] === 'Deck' ? deck : seats).push({
        code,
        name,
        lowestFare: cost,
        available,
      });
  }
  return { deck, seats, cabins };
}

/** A sailing of a GetSailings answer as a Kyma trip; undefined when a port is not one Kyma knows. */
export function tripOf(
  agentName: string,
  sailing: FgwSailing,
  options: FgwAccommodationOption[],
): Trip | undefined {
  const info = sailing.SailingInfo;
  const from = kymaPortOf(info['@_DepartPort']!);
  const to = kymaPortOf(info['@_DestinationPort']!);
  if (!from || !to) return undefined;
  const operator = info['@_OperatorCode']!;
  const tripId = tripIdOf({
    operator,
    from: info['@_DepartPort']!,
    to: info['@_DestinationPort']!,
    departure: info['@_DepartDateTime']!,
  });
  const offers = offersOf(options);
  const pets = isTrue(sailing['@_IsPetAvailable']);
  const fareType = sailing.FareDetails?.['@_FareType'];
  return {
    id: `${agentName}:${tripId}`,
    tripId,
    from,
    to,
    departureDatetime: info['@_DepartDateTime']!,
    arrivalDatetime: info['@_ArriveDateTime']!,
    company: { code: operator, name: findCompany(operator)?.name ?? operator },
    vesselCode: sailing.Ship?.['@_ShipIMO'] ?? sailing.Ship?.['@_ShipName'] ?? operator,
    vesselName: sailing.Ship?.['@_ShipName'] ?? operator,
    vesselImo: imoNumber(sailing.Ship?.['@_ShipIMO']),
    agentName,
    highSpeed: isTrue(sailing.Ship?.['@_IsFastCraft']),
    garage: sailing['@_IsVehicleAvailable'] !== undefined,
    pets,
    petAvailability: pets ? 1 : 0,
    deckAvailability: offers.deck,
    seatAvailability: offers.seats,
    cabinAvailability: offers.cabins,
    fareOptions: [
      {
        code: fareType ?? 'STD',
        name: sailing.FareDetails?.['@_FareTypeMessage'] ?? 'Standard',
        kind: 'standard',
      },
    ],
    // The charge of a cancellation is known only when asked (GetCancelCharge): partial cover at best.
    cancellation: 'partial',
    eTicket: true,
    webCheckIn: false,
    loyaltyProgramme: null,
    residentDiscount: false,
    services: [],
    // The sailing's MandatoryFacilities never ask more than the passenger form does (decision 0109).
    bookingValidation: bookingValidationOf(MAX_PASSENGERS),
  };
}
