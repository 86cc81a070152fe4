import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { PriceLine } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Company } from '../catalogue/companies.ts';
import type { Vessel } from '../catalogue/vessels.ts';
import type { AccommodationFare } from './fares.ts';
import { loyaltyDiscount } from './loyalty.ts';
import type { Segment } from './timetable.ts';

/** What every step of pricing one leg reads, and where it counts the places the leg takes. */
export interface LegPricingContext {
  segment: Segment;
  vessel: Vessel;
  company: Company;
  domestic: boolean;
  passage: number;
  fares: Map<string, AccommodationFare>;
  /** The chosen fare option's factor on every fare. */
  factor: number;
  /** Where the leg sits in the request, for the paths of errors. */
  path: string;
  take(resource: string, quantity: number): void;
}

export type Priced = Result<PriceLine[], InventoryError>;

export const invalid = (message: string, path: string): Result<never, InventoryError> =>
  err({ code: 'invalidRequest', message, path });

/** A loyalty card's discount with the company; no card, no discount. */
export function loyaltyPercent(
  company: Company,
  card: string | undefined,
  at: string,
): Result<number, InventoryError> {
  if (!card) return ok(0);
  const percent = loyaltyDiscount(company, card);
  if (percent !== undefined) return ok(percent);
  return err({
    code: 'invalidLoyaltyCard',
    message: `not a ${company.name} loyalty card`,
    path: `${at}.loyaltyCard`,
  });
}
