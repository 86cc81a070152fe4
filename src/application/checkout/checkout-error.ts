import type { DomainError } from '#domain/errors/domain-error.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import type { FerryError } from '../ferry/ferry-network.ts';

/** The price changed between what the traveller saw and what the companies charge now. */
interface PriceChanged {
  code: 'priceChanged';
  breakdown: FareBreakdown;
}

/** Every expected way a checkout step can fail; the web layer turns each code into a localized message. */
export type CheckoutError = DomainError | PriceChanged | FerryError;
