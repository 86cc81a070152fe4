import { describe, expect, it } from 'vitest';
import { SandboxTaxRegistry } from '#adapters/sandbox-tax-registry/sandbox-tax-registry.ts';
import { COMPANY_LOOKUP_LIMIT, LookUpCompany } from '#application/invoice/look-up-company.ts';
import type { RateLimit, RateLimiter } from '#application/ports/rate-limiter.ts';
import type { TaxRegistry } from '#application/ports/tax-registry.ts';
import { err } from '#domain/shared/result.ts';

const quiet = { info() {}, warn() {}, error() {} };

/** Counts per key like the real limiter, without time: enough to see who is counted when. */
function countingLimiter() {
  const counts = new Map<string, number>();
  const limiter: RateLimiter = {
    async consume(limit: RateLimit, key: string) {
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= limit.points ? { allowed: true } : { allowed: false, retryAfterSeconds: 60 };
    },
    async check() {
      return { allowed: true };
    },
    async reset() {},
  };
  return { limiter, counts };
}

const lookUp = (registry: TaxRegistry = new SandboxTaxRegistry(), limiter = countingLimiter().limiter) =>
  new LookUpCompany({ registry, limiter, logger: quiet });

describe('looking a company up for an invoice', () => {
  it('fills the invoice fields from the registry, the main activity and the tax office', async () => {
    expect(await lookUp().execute({ vatNumber: 'EL 099 900 015', ip: '203.0.113.1' })).toEqual({
      ok: true,
      value: {
        tax: '099900015',
        companyName: 'ΚΥΜΑ ΤΑΞΙΔΙΩΤΙΚΗ ΜΟΝΟΠΡΟΣΩΠΗ Ι.Κ.Ε.',
        activity: 'ΥΠΗΡΕΣΙΕΣ ΤΑΞΙΔΙΩΤΙΚΩΝ ΠΡΑΚΤΟΡΕΙΩΝ',
        address: 'ΑΚΤΗ ΜΙΑΟΥΛΗ 10, 18535 ΠΕΙΡΑΙΑΣ',
        registry: 'Α΄ ΠΕΙΡΑΙΑ',
      },
    });
  });

  it('refuses a malformed number without counting it or asking the registry', async () => {
    const { limiter, counts } = countingLimiter();
    const registry: TaxRegistry = {
      lookup: () => {
        throw new Error('the registry must not be asked');
      },
    };
    // Refused beside the form's field, in the one refusal shape.
    expect(await lookUp(registry, limiter).execute({ vatNumber: '099900016', ip: '203.0.113.2' })).toEqual(
      err({ code: 'invalidVatNumber', fields: [{ path: 'vatNumber', key: 'invalidVatNumber' }] }),
    );
    expect(counts.size).toBe(0);
  });

  it('names unknown, deactivated and unreachable in the invoice section’s words', async () => {
    expect(await lookUp().execute({ vatNumber: '099900052', ip: '203.0.113.3' })).toEqual(
      err({ code: 'businessNotFound' }),
    );
    expect(await lookUp().execute({ vatNumber: '099900040', ip: '203.0.113.3' })).toEqual(
      err({ code: 'vatNumberDeactivated' }),
    );
    const down: TaxRegistry = { lookup: async () => err('unavailable' as const) };
    expect(await lookUp(down).execute({ vatNumber: '099900015', ip: '203.0.113.3' })).toEqual(
      err({ code: 'taxRegistryUnavailable' }),
    );
  });

  it('stops an address after its allowance, while another address still looks up', async () => {
    const { limiter } = countingLimiter();
    const useCase = lookUp(new SandboxTaxRegistry(), limiter);
    for (let call = 0; call < COMPANY_LOOKUP_LIMIT.points; call += 1)
      expect((await useCase.execute({ vatNumber: '099900015', ip: '203.0.113.4' })).ok).toBe(true);
    expect(await useCase.execute({ vatNumber: '099900015', ip: '203.0.113.4' })).toEqual(
      err({ code: 'tooManyRequests', retryAfterSeconds: 60 }),
    );
    expect((await useCase.execute({ vatNumber: '099900015', ip: '203.0.113.5' })).ok).toBe(true);
  });
});
