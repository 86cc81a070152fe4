import type { LegBooking } from '../booking/leg-booking.ts';

/** Spec §7 loyalty-validation: the company, not the site, knows whether a card is genuine. */
export interface LoyaltyValidationRequest {
  tripId: string;
  company: string;
  loyaltyCard: string;
  agentName: string;
}

/** Spec §7 man-validation: the resident (MAN) number is checked by the company too. */
export interface ManValidationRequest {
  tripId: string;
  company: string;
  residentIdOrCode: string;
  agentName: string;
}

function distinctFilled(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** One request per distinct card of the leg's passengers and vehicles; a refusal maps to invalidLoyaltyCard. */
export function loyaltyValidationRequests(leg: LegBooking): LoyaltyValidationRequest[] {
  const cards = distinctFilled([
    ...leg.passengers.map((p) => p.loyaltyCard),
    ...leg.vehicles.map((v) => v.loyaltyCard),
  ]);
  return cards.map((loyaltyCard) => ({
    tripId: leg.tripId,
    company: leg.company,
    loyaltyCard,
    agentName: leg.agentName,
  }));
}

export function manValidationRequests(leg: LegBooking): ManValidationRequest[] {
  return distinctFilled(leg.passengers.map((p) => p.manNumber)).map((residentIdOrCode) => ({
    tripId: leg.tripId,
    company: leg.company,
    residentIdOrCode,
    agentName: leg.agentName,
  }));
}
