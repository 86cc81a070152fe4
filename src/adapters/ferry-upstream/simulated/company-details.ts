import type { CompanyDetails, CompanyQuery } from '#application/ports/ferry-company-details.ts';
import { CANCELLATION_TERMS } from '#domain/trips/cancellation-terms.ts';
import { COMPANIES, type Company, companyOrThrow } from '../catalogue/companies.ts';
import type { Line } from '../catalogue/lines.ts';
import { type Vessel, vesselOrThrow } from '../catalogue/vessels.ts';

/** The companies of a system's lines that the query names or that call at the port it names. */
export function companiesMatching(query: CompanyQuery, codes: Set<string>, lines: Line[]): Company[] {
  return COMPANIES.filter(
    (company) =>
      codes.has(company.code) &&
      (query.companyCode === undefined || company.code === query.companyCode) &&
      (query.portCode === undefined ||
        lines.some((line) => line.company === company.code && line.stops.includes(query.portCode!))),
  );
}

const passengersOf = (vessel: Vessel): number =>
  vessel.deck +
  vessel.seats.reduce((sum, seat) => sum + seat.count, 0) +
  vessel.cabins.reduce((sum, cabin) => sum + cabin.count * cabin.berths, 0);

/** A company as one system shows it: the ships and ports of the lines that system sells. */
export function companyDetails(code: string, systemLines: Line[]): CompanyDetails {
  const company = companyOrThrow(code);
  const lines = systemLines.filter((line) => line.company === code);
  const vessels = [...new Set(lines.map((line) => line.vessel))].map(vesselOrThrow);
  return {
    code,
    name: company.name,
    country: company.country,
    website: company.website,
    phone: company.phone,
    description: company.description,
    loyaltyProgramme: company.loyalty?.name ?? null,
    eTicket: company.eTicket,
    webCheckIn: company.webCheckIn,
    cancellation: company.cancellation,
    cancellationTerms: CANCELLATION_TERMS[company.cancellation],
    vessels: vessels.map((vessel) => ({
      code: vessel.code,
      name: vessel.name,
      highSpeed: vessel.highSpeed,
      passengers: passengersOf(vessel),
    })),
    ports: [...new Set(lines.flatMap((line) => line.stops))].sort(),
  };
}
