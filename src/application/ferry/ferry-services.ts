import { GetResellerDetails } from '../reseller/get-reseller-details.ts';
import { SearchConnections } from '../search/search-connections.ts';
import { SearchFares } from '../search/search-fares.ts';
import { SearchTrips } from '../search/search-trips.ts';
import type { UseCaseTree } from '../use-case-registry.ts';
import { CancelBooking } from './cancel-booking.ts';
import { CancelBookingLeg } from './cancel-booking-leg.ts';
import { CauseDisruption } from './cause-disruption.ts';
import { ConfirmBookingChange } from './confirm-booking-change.ts';
import { FailBooking } from './fail-booking.ts';
import { FinalizeBooking } from './finalize-booking.ts';
import { GetCompanyDetails } from './get-company-details.ts';
import { GetSailingStatus } from './get-sailing-status.ts';
import { GetVoucher } from './get-voucher.ts';
import { HoldBooking } from './hold-booking.ts';
import { HoldBookingChange } from './hold-booking-change.ts';
import { InsertBooking } from './insert-booking.ts';
import { ListCountries } from './list-countries.ts';
import { ListDepartureDates } from './list-departure-dates.ts';
import { ListDestinations } from './list-destinations.ts';
import { ListDisruptions } from './list-disruptions.ts';
import { ListOrigins } from './list-origins.ts';
import { ListPorts } from './list-ports.ts';
import { PriceTrips } from './price-trips.ts';
import { QuoteBookingChange } from './quote-booking-change.ts';
import { ReleaseBookingChange } from './release-booking-change.ts';
import { RetrieveBooking } from './retrieve-booking.ts';
import { RetrieveUpstreamClaim } from './retrieve-upstream-claim.ts';
import { RunIdempotently } from './run-idempotently.ts';
import { SubmitUpstreamClaim } from './submit-upstream-claim.ts';
import { ValidateLoyaltyCard } from './validate-loyalty-card.ts';
import { ValidateResident } from './validate-resident.ts';

/** The ferry use cases the web layer gets (`AppServices['ferry']`): the booking API and the SSR loaders. */
export const FERRY_USE_CASES = {
  listPorts: ListPorts,
  listCountries: ListCountries,
  listDestinations: ListDestinations,
  listOrigins: ListOrigins,
  listDepartureDates: ListDepartureDates,
  searchFares: SearchFares,
  searchConnections: SearchConnections,
  searchTrips: SearchTrips,
  priceTrips: PriceTrips,
  holdBooking: HoldBooking,
  insertBooking: InsertBooking,
  finalizeBooking: FinalizeBooking,
  failBooking: FailBooking,
  retrieveBooking: RetrieveBooking,
  cancelBooking: CancelBooking,
  quoteBookingChange: QuoteBookingChange,
  holdBookingChange: HoldBookingChange,
  confirmBookingChange: ConfirmBookingChange,
  releaseBookingChange: ReleaseBookingChange,
  cancelBookingLeg: CancelBookingLeg,
  getVoucher: GetVoucher,
  validateLoyaltyCard: ValidateLoyaltyCard,
  validateResident: ValidateResident,
  getCompanyDetails: GetCompanyDetails,
  runIdempotently: RunIdempotently,
  getResellerDetails: GetResellerDetails,
  submitUpstreamClaim: SubmitUpstreamClaim,
  retrieveUpstreamClaim: RetrieveUpstreamClaim,
  listDisruptions: ListDisruptions,
  getSailingStatus: GetSailingStatus,
  causeDisruption: CauseDisruption,
} satisfies UseCaseTree;
