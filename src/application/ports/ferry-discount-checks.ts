import type { Result } from '#domain/shared/result.ts';

/** The checks of a loyalty card or an island resident number against one trip, asked of its upstream system. */

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

/**
 * A system that checks loyalty cards and island resident numbers itself (a capability, decision 0121); where a
 * system has no such check the card goes with the passenger and the company checks it. Type parameters, so
 * this file does not import the port back.
 */
export interface FerryDiscountChecks<Options, Failure> {
  validateLoyaltyCard(
    request: LoyaltyCardCheck,
    options?: Options,
  ): Promise<Result<LoyaltyCardValidation, Failure>>;
  /** The MAN (island resident) number check. */
  validateResident(request: ResidentCheck, options?: Options): Promise<Result<ResidentValidation, Failure>>;
}
