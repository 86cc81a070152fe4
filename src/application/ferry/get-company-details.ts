import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CompanyDetails, CompanyQuery } from '../ports/ferry-company-details.ts';
import { type FerryError, type FerryNetwork, unavailable } from './ferry-network.ts';

/** A company by code, or the companies calling at a port (booking API `company-details`). */
export class GetCompanyDetails {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  async execute(input: CompanyQuery): Promise<Result<CompanyDetails[], FerryError>> {
    const outcomes = await this.deps.network.allWith('companyDirectory', (directory, options) =>
      directory.companyDetails(input, options),
    );
    const answered = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.value!);
    if (answered.length === 0) return err(unavailable(outcomes));
    const byCode = new Map<string, CompanyDetails>();
    for (const answer of answered) {
      if (!answer.ok) continue;
      for (const company of answer.value) {
        const known = byCode.get(company.code);
        byCode.set(
          company.code,
          known ? { ...known, ports: [...new Set([...known.ports, ...company.ports])].sort() } : company,
        );
      }
    }
    if (byCode.size === 0) {
      const refusal = answered.find((answer) => !answer.ok);
      return refusal && !refusal.ok
        ? err(refusal.error)
        : err({ code: 'companyNotFound', message: 'no such company' });
    }
    return ok([...byCode.values()].sort((a, b) => a.name.localeCompare(b.name)));
  }
}
