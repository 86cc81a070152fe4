import type { GetResellerDetails } from '../reseller/get-reseller-details.ts';
import type { SearchFares } from '../search/search-fares.ts';
import type { CancelBooking } from './cancel-booking.ts';
import type { CancelBookingLeg } from './cancel-booking-leg.ts';
import type { FailBooking } from './fail-booking.ts';
import type { FinalizeBooking } from './finalize-booking.ts';
import type { GetCompanyDetails } from './get-company-details.ts';
import type { GetVoucher } from './get-voucher.ts';
import type { HoldBooking } from './hold-booking.ts';
import type { InsertBooking } from './insert-booking.ts';
import type { ListCountries } from './list-countries.ts';
import type { ListDepartureDates } from './list-departure-dates.ts';
import type { ListDestinations } from './list-destinations.ts';
import type { ListOrigins } from './list-origins.ts';
import type { ListPorts } from './list-ports.ts';
import type { PriceTrips } from './price-trips.ts';
import type { RetrieveBooking } from './retrieve-booking.ts';
import type { RunIdempotently } from './run-idempotently.ts';
import type { ValidateLoyaltyCard } from './validate-loyalty-card.ts';
import type { ValidateResident } from './validate-resident.ts';

/** The ferry use cases the web layer gets (`AppServices['ferry']`): the booking API and the SSR loaders. */
export interface FerryServices {
  listPorts: ListPorts;
  listCountries: ListCountries;
  listDestinations: ListDestinations;
  listOrigins: ListOrigins;
  listDepartureDates: ListDepartureDates;
  searchFares: SearchFares;
  priceTrips: PriceTrips;
  holdBooking: HoldBooking;
  insertBooking: InsertBooking;
  finalizeBooking: FinalizeBooking;
  failBooking: FailBooking;
  retrieveBooking: RetrieveBooking;
  cancelBooking: CancelBooking;
  cancelBookingLeg: CancelBookingLeg;
  getVoucher: GetVoucher;
  validateLoyaltyCard: ValidateLoyaltyCard;
  validateResident: ValidateResident;
  getCompanyDetails: GetCompanyDetails;
  runIdempotently: RunIdempotently;
  getResellerDetails: GetResellerDetails;
}
