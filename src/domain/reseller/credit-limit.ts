import { type DomainError, domainError } from '../errors/domain-error.ts';
import type { Cents } from '../money/cents.ts';
import { err, ok, type Result } from '../shared/result.ts';

/** A reseller's booking is paid from their credit; it may use all of it but not more. Returns what is left. */
export function chargeCreditLimit(available: Cents, finalPrice: Cents): Result<Cents, DomainError> {
  if (finalPrice > available) return err(domainError('insufficientCreditLimit'));
  return ok(available - finalPrice);
}
