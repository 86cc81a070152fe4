import type { Result } from '#domain/shared/result.ts';
import type { ResidentCheck, ResidentValidation } from '../ports/ferry-discount-checks.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Checks an island resident's MAN number against a trip (booking API `man-validation`). */
export class ValidateResident {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute(input: ResidentCheck & { agentName: string }): Promise<Result<ResidentValidation, FerryError>> {
    const { agentName, ...check } = input;
    return this.deps.network.routeTo(
      'discountChecks',
      agentName,
      (checks, options) => checks.validateResident(check, options),
      {},
      'tripNotFound',
    );
  }
}
