import type { LoyaltyCardValidation, ResidentValidation } from '#application/ports/ferry-discount-checks.ts';
import { companyOrThrow } from '../catalogue/companies.ts';
import { isDomestic, servesIsland } from '../network/fares.ts';
import { loyaltyDiscount, RESIDENT_DISCOUNT_PERCENT, residentNumberValid } from '../network/loyalty.ts';
import type { Segment } from '../network/timetable.ts';

export function loyaltyCardValidation(companyCode: string, card: string): LoyaltyCardValidation {
  const company = companyOrThrow(companyCode);
  const discount = loyaltyDiscount(company, card);
  return {
    valid: discount !== undefined,
    programme: company.loyalty?.name ?? '',
    discountPercent: discount ?? 0,
  };
}

/** The resident discount applies to domestic trips to or from an island only. */
export function residentValidation(segment: Segment, residentIdOrCode: string): ResidentValidation {
  const valid = residentNumberValid(residentIdOrCode);
  const eligible = valid && isDomestic(segment) && servesIsland(segment);
  return { valid, eligible, discountPercent: eligible ? RESIDENT_DISCOUNT_PERCENT : 0 };
}
