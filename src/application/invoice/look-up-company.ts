import { type Refusal, type RetryLater, refusal, retryLater } from '#domain/errors/refusal.ts';
import { parseVatNumber } from '#domain/invoice/vat-number.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Logger } from '../ports/logger.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { TaxRegistry } from '../ports/tax-registry.ts';

/**
 * AADE counts every call against Kyma's daily and monthly limits and drops a message in the looked-up
 * business's TAXISnet inbox: enough for a traveller correcting a typo, too few to walk the registry.
 */
export const COMPANY_LOOKUP_LIMIT: RateLimit = {
  name: 'company-lookup-ip',
  points: 10,
  durationSeconds: 10 * 60,
};

/** What a look-up refuses with instead of a company: each a refusal code the invoice section words. */
type LookUpCompanyRefusal =
  | Refusal<'invalidVatNumber' | 'businessNotFound' | 'vatNumberDeactivated' | 'taxRegistryUnavailable'>
  | RetryLater;

/** A number that is no Greek VAT number: refused beside the form's field. */
const notAVatNumber = () => refusal('invalidVatNumber', [{ path: 'vatNumber', key: 'invalidVatNumber' }]);

/** The invoice fields (spec §3 "Invoice") the registry fills in, named as the form names them. */
export interface InvoiceCompany {
  tax: string;
  companyName: string;
  activity: string;
  /** Street and number, postcode and town, as printed on an invoice. */
  address: string;
  /** The tax office (ΔΟΥ). */
  registry: string;
}

/**
 * Looks a business up by VAT number for the invoice section. The number is checked here first, so a typo
 * costs no registry call; the calls are counted per client address before the registry is asked.
 */
export class LookUpCompany {
  readonly #deps: { registry: TaxRegistry; limiter: RateLimiter; logger: Logger };

  constructor(deps: { registry: TaxRegistry; limiter: RateLimiter; logger: Logger }) {
    this.#deps = deps;
  }

  async execute(input: {
    vatNumber: string;
    ip: string;
  }): Promise<Result<InvoiceCompany, LookUpCompanyRefusal>> {
    const vatNumber = parseVatNumber(input.vatNumber);
    if (!vatNumber) return err(notAVatNumber());
    const allowed = await this.#deps.limiter.consume(COMPANY_LOOKUP_LIMIT, input.ip);
    if (!allowed.allowed) return err(retryLater(allowed.retryAfterSeconds));
    const found = await this.#deps.registry.lookup(vatNumber);
    if (!found.ok) {
      if (found.error === 'unavailable') this.#deps.logger.warn({ vatNumber }, 'tax registry unavailable');
      if (found.error === 'invalidVatNumber') return err(notAVatNumber());
      return err({ code: found.error === 'notFound' ? 'businessNotFound' : 'taxRegistryUnavailable' });
    }
    const company = found.value;
    if (!company.active) return err({ code: 'vatNumberDeactivated' });
    const main = company.activities.find((activity) => activity.main) ?? company.activities[0];
    return ok({
      tax: company.vatNumber,
      companyName: company.name,
      activity: main?.description ?? '',
      address: [company.address, [company.zip, company.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      registry: company.taxOffice,
    });
  }
}
