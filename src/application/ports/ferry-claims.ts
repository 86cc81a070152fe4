import type { Cents } from '#domain/money/cents.ts';
import type { ClaimStep, ClaimStepEntry } from '#domain/passenger-rights/compensation-claim.ts';
import type { Result } from '#domain/shared/result.ts';

/** Who claims, on which booking and sailing, with which tickets, and how much in all (cents). */
interface ClaimBasis {
  /** Kyma's key of the claim (one per order leg, disruption and kind): sent again, it answers the same claim. */
  claimKey: string;
  /** The booking at the company and the sailing claimed for. */
  orderCode: string;
  tripId: string;
  claimant: { firstName: string; lastName: string; email: string };
  ticketNumbers: string[];
  amount: Cents;
}

/** Compensation for a late arrival (Art. 19): `amount` is `percent` of what the traveller paid for the leg. */
interface CompensationRequest {
  kind: 'compensation';
  arrivalDelayMinutes: number;
  percent: 25 | 50;
}

/**
 * The care the traveller paid for while waiting (Art. 17; decision 0089), as Kyma capped it: meals, and the
 * nights of a stay at a price a night; `amount` is `meals + nights × perNight`.
 */
export interface CareRequest {
  kind: 'care';
  care: { meals: Cents; nights: number; perNight: Cents };
}

/** A claim as Kyma sends it to the company that sold the leg (decisions 0070, 0089). */
export type ClaimRequest = ClaimBasis & (CompensationRequest | CareRequest);

export interface UpstreamClaim {
  claimCode: string;
  claimKey: string;
  orderCode: string;
  amount: Cents;
  step: ClaimStep;
  /** Each step reached so far, with when (ISO 8601), in order. */
  steps: ClaimStepEntry[];
}

/**
 * The compensation claims a ferry system takes and answers (decision 0070). `FerryInventory` extends it with
 * its own call options and error (type parameters, so this file does not import the port back).
 */
export interface FerryClaims<Options, Failure> {
  /** Records the claim; a claim with a key already sent answers the first one as it now stands. */
  submitClaim(request: ClaimRequest, options?: Options): Promise<Result<UpstreamClaim, Failure>>;
  /** Where a claim stands now; `claimNotFound` for a code the system never gave. */
  retrieveClaim(claimCode: string, options?: Options): Promise<Result<UpstreamClaim, Failure>>;
}
