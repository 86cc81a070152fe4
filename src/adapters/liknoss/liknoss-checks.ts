import type { InferType } from 'yup';
import type { CompanyDetails, CompanyQuery } from '#application/ports/ferry-company-details.ts';
import type {
  LoyaltyCardCheck,
  LoyaltyCardValidation,
  ResidentCheck,
  ResidentValidation,
} from '#application/ports/ferry-discount-checks.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { UpstreamCalls } from '../ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';
import { parseTripId, sailingOf } from './trip-key.ts';

type Answer<T> = Result<T, InventoryError>;
type LiknossCompany = InferType<typeof LIKNOSS_ANSWERS.companies>[number];

const noTrip = (tripId: string): Answer<never> => err({ code: 'tripNotFound', message: `no trip ${tripId}` });

/**
 * A company as Kyma describes it. Liknoss gives its name (`description`), country, contacts and vessels;
 * its terms of cancellation are the company's own, read on its site (decision 0077).
 */
function companyOf(company: LiknossCompany, ports: string[]): CompanyDetails {
  return {
    code: company.abbreviation,
    name: company.description,
    country: company.country,
    website: company.website,
    phone: company.phone,
    description: '',
    loyaltyProgramme: null,
    eTicket: true,
    webCheckIn: false,
    cancellation: 'partial',
    cancellationTerms: '',
    vessels: company.vessels.map((vessel) => ({
      code: vessel.idOrCode,
      name: vessel.name,
      highSpeed: vessel.type === 'HIGH_SPEED',
      passengers: vessel.capacity,
    })),
    ports,
  };
}

/** The checks against one sailing (loyalty card, island resident number) and the companies' details. */
export class LiknossChecks {
  readonly #calls: UpstreamCalls;

  constructor(calls: UpstreamCalls) {
    this.#calls = calls;
  }

  async loyaltyCard(check: LoyaltyCardCheck, options?: CallOptions): Promise<Answer<LoyaltyCardValidation>> {
    const key = parseTripId(check.tripId);
    if (!key) return noTrip(check.tripId);
    const body = { company: check.company, trip: sailingOf(key), loyaltyNumber: check.loyaltyCard };
    const answer = await this.#calls.call(
      { method: 'POST', path: '/loyalty-validation', body, idempotent: true },
      LIKNOSS_ANSWERS.loyaltyValidation,
      options,
    );
    if (!answer.ok) return answer;
    const { valid, programme, discount } = answer.value;
    return ok({ valid, programme, discountPercent: discount });
  }

  async resident(check: ResidentCheck, options?: CallOptions): Promise<Answer<ResidentValidation>> {
    const key = parseTripId(check.tripId);
    if (!key) return noTrip(check.tripId);
    const body = {
      company: check.company,
      trip: sailingOf(key),
      passengerData: [{ residentIdOrCode: check.residentIdOrCode }],
    };
    const answer = await this.#calls.call(
      { method: 'POST', path: '/resident-validation', body, idempotent: true },
      LIKNOSS_ANSWERS.residentValidation,
      options,
    );
    if (!answer.ok) return answer;
    const [passenger] = answer.value.passengerData;
    if (!passenger) return noTrip(check.tripId);
    return ok({ valid: passenger.valid, eligible: passenger.eligible, discountPercent: passenger.discount });
  }

  /** Each company with the ports it serves (`/locations` of that company); by code or by port. */
  async companies(query: CompanyQuery, options?: CallOptions): Promise<Answer<CompanyDetails[]>> {
    const all = await this.#calls.query('/companies', LIKNOSS_ANSWERS.companies, options);
    const asked = query.companyCode
      ? all.filter((company) => company.abbreviation === query.companyCode)
      : all;
    const details = await Promise.all(
      asked.map(async (company) => {
        const locations = await this.#calls.query('/locations', LIKNOSS_ANSWERS.locations, options, {
          query: { companyAbbreviations: company.abbreviation, locationType: 'HARBOUR' },
        });
        return companyOf(
          company,
          locations.map((location) => location.idOrCode),
        );
      }),
    );
    const found = query.portCode
      ? details.filter((company) => company.ports.includes(query.portCode!))
      : details;
    if (found.length === 0) return err({ code: 'companyNotFound', message: 'no such company' });
    return ok(found);
  }
}
