import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { HoldRequest, InsertBookingRequest, PricingRequest } from './ferry-booking-requests.ts';
import type { FerryChanges } from './ferry-changes.ts';
import type { FerryClaims } from './ferry-claims.ts';
import type { FerryCompanyDirectory } from './ferry-company-details.ts';
import type { FerryDiscountChecks } from './ferry-discount-checks.ts';
import type { FerryDisruptions } from './ferry-disruptions.ts';
import type { FerryLegCancellation } from './ferry-leg-cancellation.ts';
import type { Country, DatesQuery, DepartureDate, FerryPort, TripQuery } from './ferry-search.ts';
import type { CancellationOutcome, CancelRequest, UpstreamBooking } from './upstream-booking.ts';

/**
 * One upstream ferry booking system (a distribution system used by agencies, or a company's own).
 * Kyma asks several at once; each adapter answers for the sailings it sells.
 *
 * The port is what every system does (decision 0121): search, price, hold, book, retrieve and cancel a
 * booking. What only some systems do is a capability the adapter declares in `capabilities`; the application
 * asks whether a system has one (`FerryNetwork.offers`) instead of calling and catching a refusal.
 *
 * Expected failures (no seats, unknown booking, expired hold, bad card) come back as `Result` errors.
 * Infrastructure failures (timeouts, 5xx, malformed answers) throw an `UpstreamFailure`.
 */
export interface FerryInventory {
  /** The system's name; it is the `agentName` of every trip and booking it returns. */
  readonly agentName: string;
  /** What this system does beyond the core; a capability it lacks is absent. */
  readonly capabilities: FerryCapabilities;
  /**
   * The sailing (a ship's voyage, all its stops) whose places this trip takes: every pair of stops of one
   * voyage draws on the same decks and cabins, and `SailingStatus.sailingId` names it the same way. Read
   * from the trip id alone, without a call; a system that does not say which trips share a ship answers
   * the trip id itself.
   */
  sailingIdOf(tripId: string): string;
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
}

/**
 * The optional capabilities of a ferry system, each an interface of its own (decision 0121): a system that
 * cannot cancel one sailing of a booking, take a change, a claim, tell its disruptions, check a discount or
 * describe its companies leaves that capability out, and the traveller is told to ask the company.
 */
export interface FerryCapabilities {
  readonly legCancellation?: FerryLegCancellation<CallOptions, InventoryError>;
  readonly changes?: FerryChanges<CallOptions, InventoryError>;
  readonly claims?: FerryClaims<CallOptions, InventoryError>;
  readonly disruptions?: FerryDisruptions<CallOptions, InventoryError>;
  readonly discountChecks?: FerryDiscountChecks<CallOptions, InventoryError>;
  readonly companyDirectory?: FerryCompanyDirectory<CallOptions, InventoryError>;
}
export type FerryCapability = keyof FerryCapabilities;

export interface CallOptions {
  /** Aborts the call (the caller's timeout); adapters stop waiting and throw. */
  signal?: AbortSignal;
  /** Booking session id (the `uuid` header of the booking API). */
  sessionId?: string;
  /**
   * A question the traveller did not ask (the connection search's legs through hubs): it is counted by a
   * breaker of its own, so its failures never stop the sailing the traveller chose from being priced and sold.
   */
  background?: boolean;
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
  'claimNotFound',
  // A company's refusal of a change to a sold booking (`FerryChanges`).
  'changeTooLate',
  'changeSameCompanyOnly',
  'changeNotOffered',
  // The quoted cancellation charge is no longer the company's (FerryGateway's CancelBooking carries it).
  'refundChanged',
  // The system lacks the capability (decisions 0077, 0078, 0121): the network answers it for a system
  // whose `capabilities` leave the operation out; no adapter answers it.
  'notOffered',
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
