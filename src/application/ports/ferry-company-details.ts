import type { Result } from '#domain/shared/result.ts';
import type { CancellationCoverage } from '#domain/trips/trip.ts';

/** A ferry company as its upstream system describes it (booking API `company-details`). */

export interface CompanyQuery {
  companyCode?: string;
  portCode?: string;
}

export interface CompanyDetails {
  code: string;
  name: string;
  country: string;
  website: string;
  phone: string;
  description: string;
  loyaltyProgramme: string | null;
  eTicket: boolean;
  webCheckIn: boolean;
  cancellation: CancellationCoverage;
  cancellationTerms: string;
  vessels: Array<{ code: string; name: string; highSpeed: boolean; passengers: number }>;
  ports: string[];
}

/** A system that describes its companies (a capability, decision 0121). */
export interface FerryCompanyDirectory<Options, Failure> {
  companyDetails(query: CompanyQuery, options?: Options): Promise<Result<CompanyDetails[], Failure>>;
}
