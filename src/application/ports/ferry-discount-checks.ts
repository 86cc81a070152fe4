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
