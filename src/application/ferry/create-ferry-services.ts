import type { FerryInventory } from '../ports/ferry-inventory.ts';
import type { IdempotencyStore } from '../ports/idempotency-store.ts';
import type { Logger } from '../ports/logger.ts';
import type { ResellerRepository } from '../ports/reseller-repository.ts';
import type { SearchCache } from '../ports/search-cache.ts';
import { GetResellerDetails } from '../reseller/get-reseller-details.ts';
import { SearchFares } from '../search/search-fares.ts';
import { CancelBooking } from './cancel-booking.ts';
import { FailBooking } from './fail-booking.ts';
import { FerryNetwork } from './ferry-network.ts';
import type { FerryServices } from './ferry-services.ts';
import { FinalizeBooking } from './finalize-booking.ts';
import { GetCompanyDetails } from './get-company-details.ts';
import { GetVoucher } from './get-voucher.ts';
import { HoldBooking } from './hold-booking.ts';
import { InsertBooking } from './insert-booking.ts';
import { ListCountries } from './list-countries.ts';
import { ListDepartureDates } from './list-departure-dates.ts';
import { ListDestinations } from './list-destinations.ts';
import { ListOrigins } from './list-origins.ts';
import { ListPorts } from './list-ports.ts';
import { PriceTrips } from './price-trips.ts';
import { RetrieveBooking } from './retrieve-booking.ts';
import { RunIdempotently } from './run-idempotently.ts';
import { UpstreamAnswerCache } from './upstream-answer-cache.ts';
import { ValidateLoyaltyCard } from './validate-loyalty-card.ts';
import { ValidateResident } from './validate-resident.ts';

export interface FerryServicesDeps {
  upstreams: FerryInventory[];
  /** Per-upstream deadline of every call. */
  upstreamTimeoutMs: number;
  searchCache: SearchCache;
  searchCacheTtlMs: number;
  idempotency: IdempotencyStore;
  idempotencyTtlMs: number;
  logger: Logger;
  /** Reseller accounts, for the booking API's `reseller-details`. */
  resellers: ResellerRepository;
}

/** Wires the ferry use cases over one set of upstreams (used by the composition root and by tests). */
export function createFerryServices(deps: FerryServicesDeps): FerryServices {
  const network = new FerryNetwork({ upstreams: deps.upstreams, timeoutMs: deps.upstreamTimeoutMs });
  const withNetwork = { network };
  const answers = new UpstreamAnswerCache({
    cache: deps.searchCache,
    ttlMs: deps.searchCacheTtlMs,
    logger: deps.logger,
  });
  return {
    listPorts: new ListPorts(withNetwork),
    listCountries: new ListCountries(withNetwork),
    listDestinations: new ListDestinations(withNetwork),
    listOrigins: new ListOrigins(withNetwork),
    listDepartureDates: new ListDepartureDates({ network, answers }),
    searchFares: new SearchFares({ network, answers }),
    priceTrips: new PriceTrips(withNetwork),
    holdBooking: new HoldBooking(withNetwork),
    insertBooking: new InsertBooking(withNetwork),
    finalizeBooking: new FinalizeBooking(withNetwork),
    failBooking: new FailBooking(withNetwork),
    retrieveBooking: new RetrieveBooking(withNetwork),
    cancelBooking: new CancelBooking(withNetwork),
    getVoucher: new GetVoucher(withNetwork),
    validateLoyaltyCard: new ValidateLoyaltyCard(withNetwork),
    validateResident: new ValidateResident(withNetwork),
    getCompanyDetails: new GetCompanyDetails(withNetwork),
    runIdempotently: new RunIdempotently({ store: deps.idempotency, ttlMs: deps.idempotencyTtlMs }),
    getResellerDetails: new GetResellerDetails({ resellers: deps.resellers }),
  };
}
