import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { Result } from '#domain/shared/result.ts';
import type { CancellationCoverage, Trip } from '#domain/trips/trip.ts';

/**
 * One upstream ferry booking system (a distribution system used by agencies, or a company's own).
 * Kyma asks several at once; each adapter answers for the sailings it sells.
 *
 * Expected failures (no seats, unknown booking, expired hold, bad card) come back as `Result` errors.
 * Infrastructure failures (timeouts, 5xx, malformed answers) throw an `UpstreamFailure`.
 */
export interface FerryInventory {
  /** The system's name; it is the `agentName` of every trip and booking it returns. */
  readonly agentName: string;
  ports(options?: CallOptions): Promise<FerryPort[]>;
  countries(options?: CallOptions): Promise<Country[]>;
  /** Port codes reachable from `origin` without changing ship. */
  destinations(origin: string, options?: CallOptions): Promise<string[]>;
  /** Port codes from which `destination` is reachable without changing ship. */
  origins(destination: string, options?: CallOptions): Promise<string[]>;
  /** Days with at least one departure, with the lowest adult fare of the day. */
  departureDates(query: DatesQuery, options?: CallOptions): Promise<DepartureDate[]>;
  searchTrips(query: TripQuery, options?: CallOptions): Promise<Trip[]>;
  price(request: PricingRequest, options?: CallOptions): Promise<Result<LegPricing[], InventoryError>>;
  /** The optional booking: takes the places for a while; they come back unless finalized in time. */
  hold(request: HoldRequest, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>>;
  /** Records the traveller details on a held booking. */
  insertBooking(
    request: InsertBookingRequest,
    options?: CallOptions,
  ): Promise<Result<UpstreamBooking, InventoryError>>;
  /** Issues the tickets after payment; fails with `bookingExpired` once the hold has lapsed. */
  finalizeBooking(orderCode: string, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>>;
  /** Payment failed or was abandoned: the places go back on sale at once. */
  failBooking(orderCode: string, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>>;
  retrieveBooking(orderCode: string, options?: CallOptions): Promise<Result<UpstreamBooking, InventoryError>>;
  /** With `confirm` false only quotes the refund; with true cancels and frees the places. */
  cancelBooking(
    request: CancelRequest,
    options?: CallOptions,
  ): Promise<Result<CancellationOutcome, InventoryError>>;
  validateLoyaltyCard(
    request: LoyaltyCardCheck,
    options?: CallOptions,
  ): Promise<Result<LoyaltyCardValidation, InventoryError>>;
  /** The MAN (island resident) number check. */
  validateResident(
    request: ResidentCheck,
    options?: CallOptions,
  ): Promise<Result<ResidentValidation, InventoryError>>;
  companyDetails(
    query: CompanyQuery,
    options?: CallOptions,
  ): Promise<Result<CompanyDetails[], InventoryError>>;
}

export interface CallOptions {
  /** Aborts the call (the caller's timeout); adapters stop waiting and throw. */
  signal?: AbortSignal;
  /** Booking session id (the `uuid` header of the booking API). */
  sessionId?: string;
}

export const INVENTORY_ERROR_CODES = [
  'tripNotFound',
  'noAvailability',
  'invalidRequest',
  'bookingNotFound',
  'bookingExpired',
  'invalidBookingState',
  'invalidLoyaltyCard',
  'invalidResident',
  'companyNotFound',
  'portNotFound',
] as const;
export type InventoryErrorCode = (typeof INVENTORY_ERROR_CODES)[number];

export interface InventoryError {
  code: InventoryErrorCode;
  message: string;
  /** Where the request went wrong, e.g. `legs[0].passengers[1].accommodationType`. */
  path?: string;
}

export type UpstreamFailureKind = 'timeout' | 'unavailable' | 'malformedResponse' | 'circuitOpen' | 'aborted';

/** An upstream system did not answer usefully; callers degrade (a notice) rather than fail. */
export class UpstreamFailure extends Error {
  override name = 'UpstreamFailure';
  readonly agentName: string;
  readonly kind: UpstreamFailureKind;
  constructor(agentName: string, kind: UpstreamFailureKind, message: string, options?: { cause?: unknown }) {
    super(`${agentName}: ${message}`, options);
    this.agentName = agentName;
    this.kind = kind;
  }
}

export interface FerryPort {
  code: string;
  name: string;
  /** The name in the port's own language (Greek, Italian, Albanian, Turkish). */
  localName: string;
  countryCode: string;
  area: string;
  island: boolean;
  latitude: number;
  longitude: number;
}

export interface Country {
  code: string;
  name: string;
  localName: string;
}

export interface DatesQuery {
  origin: string;
  destination: string;
  /** First day, YYYY-MM-DD. */
  from: string;
  days: number;
}

export interface DepartureDate {
  date: string;
  departures: number;
  lowestFare: Cents;
}

export interface TripQuery {
  from: string;
  to: string;
  /** YYYY-MM-DD, local date at the departure port. */
  date: string;
  passengers: number;
  vehicles: number;
  pets: number;
}

export interface PassengerRequest {
  passengerType: PassengerType;
  accommodationType: string;
  /** COMPLETE (seat, or the whole cabin), MALE or FEMALE berth. */
  accommodationRequestType: 'COMPLETE' | 'MALE' | 'FEMALE' | 'SEAT';
  /** LF (large family), MAN (island resident) or a company discount code. */
  discountIdOrCode?: string | null;
  loyaltyCard?: string;
  manNumber?: string;
  sex?: 'male' | 'female' | null;
  name?: string;
  surname?: string;
  documentId?: string;
  nationality?: string;
  birthDate?: string;
}

export interface TrailerRequest {
  accommodationType: string;
  length: number;
}

export interface VehicleRequest {
  accommodationType: string;
  /** Metres. */
  length: number;
  loyaltyCard?: string;
  plateNumber?: string;
  trailer?: TrailerRequest | null;
}

export interface PetRequest {
  code: string;
  passengerIndex: number;
  identityNumber?: string;
}

export interface LegRequest {
  /** The upstream's own trip id (`Trip.tripId`). */
  tripId: string;
  /** Fare option code; the standard fare when absent. */
  fareOption?: string;
  passengers: PassengerRequest[];
  vehicles: VehicleRequest[];
  pets: PetRequest[];
}

export interface PricingRequest {
  legs: LegRequest[];
  userId?: string;
}

export type TravellerDetails = Pick<PassengerRequest, 'documentId' | 'nationality' | 'birthDate'> & {
  name: string;
  surname: string;
  sex: 'male' | 'female';
};

/** The lead traveller, as the domain's `leaderSchema` checks it (the booking API refuses anything less). */
export interface Leader {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phonePrefix?: string;
  country: string;
  address?: string;
  zipcode?: string;
  city?: string;
  sex?: 'male' | 'female' | null;
}

export interface HoldRequest {
  legs: LegRequest[];
  leader?: Leader;
  userId?: string;
}

export interface InsertBookingRequest {
  orderCode: string;
  leader: Leader;
  /** Per leg, per passenger: names, sex and documents (the passenger form's), in the order of the hold. */
  passengers?: Array<Array<TravellerDetails>>;
}

export type BookingStatus = 'held' | 'inserted' | 'confirmed' | 'failed' | 'expired' | 'cancelled';

export interface Ticket {
  ticketNumber: string;
  legIndex: number;
  passengerIndex: number;
  passengerType: PassengerType;
  accommodationType: string;
  price: Cents;
}

export interface BookedLeg {
  tripId: string;
  companyCode: string;
  vesselCode: string;
  from: string;
  to: string;
  departureDatetime: string;
  arrivalDatetime: string;
  pricing: LegPricing;
  request: LegRequest;
}

export interface UpstreamBooking {
  orderCode: string;
  agentName: string;
  status: BookingStatus;
  createdAt: string;
  /** When an unfinalized hold lapses (ISO 8601). */
  expiresAt: string;
  legs: BookedLeg[];
  total: Cents;
  leader: Leader | null;
  tickets: Ticket[];
}

export interface CancelRequest {
  orderCode: string;
  confirm: boolean;
}

export interface RefundQuote {
  coverage: CancellationCoverage;
  refundPercent: number;
  paid: Cents;
  fee: Cents;
  refund: Cents;
}

export interface CancellationOutcome {
  booking: UpstreamBooking;
  refund: RefundQuote;
  cancelled: boolean;
}

export interface LoyaltyCardCheck {
  tripId: string;
  company: string;
  loyaltyCard: string;
}

export interface LoyaltyCardValidation {
  valid: boolean;
  programme: string;
  discountPercent: number;
}

export interface ResidentCheck {
  tripId: string;
  company: string;
  residentIdOrCode: string;
}

export interface ResidentValidation {
  valid: boolean;
  /** The resident discount applies on this trip (one end is an island). */
  eligible: boolean;
  discountPercent: number;
}

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
