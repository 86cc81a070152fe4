import type { Clock } from '#application/ports/clock.ts';
import type { FerryCapabilities } from '#application/ports/ferry-inventory.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { Line } from '../catalogue/lines.ts';
import type { AvailabilityStore } from '../network/availability-store.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import type { Segment } from '../network/timetable.ts';
import { bookingNotFound, tripNotFound } from './booking-answers.ts';
import { companiesMatching, companyDetails } from './company-details.ts';
import type { FaultInjector } from './fault-injection.ts';
import { cancelStoredLeg } from './leg-cancellation.ts';
import type { SimulatedChanges } from './simulated-changes.ts';
import type { SimulatedClaims } from './simulated-claims.ts';
import type { SimulatedDisruptions } from './simulated-disruptions.ts';
import { loyaltyCardValidation, residentValidation } from './traveller-checks.ts';

/** Every capability: a simulated system does all that the port allows (decision 0121). */
export type SimulatedCapabilities = Required<FerryCapabilities>;

export interface SimulatedCapabilitiesDeps {
  faults: FaultInjector;
  store: AvailabilityStore;
  clock: Clock;
  changes: SimulatedChanges;
  claims: SimulatedClaims;
  feed: SimulatedDisruptions;
  companies: Set<string>;
  lines: Line[];
  /** A trip this system sells, by id. */
  segment(tripId: string): Segment | undefined;
  /** A booking this system sold or holds. */
  ownBooking(orderCode: string): Promise<StoredBooking | undefined>;
}

/** What a simulated system does after the sale and beside it, each behind its faults like every call. */
export function simulatedCapabilities(deps: SimulatedCapabilitiesDeps): SimulatedCapabilities {
  const { faults } = deps;
  return {
    changes: deps.changes,
    legCancellation: {
      cancelLeg: (request, options) =>
        faults.call(options?.signal, async () => {
          const booking = await deps.ownBooking(request.orderCode);
          if (!booking) return err(bookingNotFound(request.orderCode));
          const tripId = booking.legs[request.legIndex]?.tripId;
          const sailingId = tripId === undefined ? undefined : deps.segment(tripId)?.run.sailingId;
          return cancelStoredLeg(deps.store, booking, {
            ...request,
            sailingIds: sailingId ? [sailingId] : [],
            now: deps.clock.now().getTime(),
          });
        }),
    },
    discountChecks: {
      validateLoyaltyCard: (request, options) =>
        faults.call(options?.signal, async () => {
          const segment = deps.segment(request.tripId);
          if (!segment || segment.run.line.company !== request.company)
            return err(tripNotFound(request.tripId));
          return ok(loyaltyCardValidation(request.company, request.loyaltyCard));
        }),
      validateResident: (request, options) =>
        faults.call(options?.signal, async () => {
          const segment = deps.segment(request.tripId);
          if (!segment || segment.run.line.company !== request.company)
            return err(tripNotFound(request.tripId));
          return ok(residentValidation(segment, request.residentIdOrCode));
        }),
    },
    companyDirectory: {
      companyDetails: (query, options) =>
        faults.call(options?.signal, async () => {
          const companies = companiesMatching(query, deps.companies, deps.lines);
          if (companies.length === 0) {
            return err(
              query.companyCode !== undefined
                ? { code: 'companyNotFound' as const, message: `no company ${query.companyCode}` }
                : { code: 'portNotFound' as const, message: `no company calls at ${query.portCode}` },
            );
          }
          return ok(companies.map((company) => companyDetails(company.code, deps.lines)));
        }),
    },
    claims: {
      submitClaim: (request, options) => faults.call(options?.signal, () => deps.claims.submitClaim(request)),
      retrieveClaim: (claimCode, options) =>
        faults.call(options?.signal, () => deps.claims.retrieveClaim(claimCode)),
    },
    disruptions: {
      disruptions: (window, options) => faults.call(options?.signal, () => deps.feed.disruptions(window)),
      sailingStatus: (tripId, options) => faults.call(options?.signal, () => deps.feed.sailingStatus(tripId)),
      causeDisruption: (request, options) =>
        faults.call(options?.signal, () => deps.feed.causeDisruption(request)),
    },
  };
}
