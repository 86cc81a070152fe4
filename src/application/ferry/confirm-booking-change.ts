import type { Result } from '#domain/shared/result.ts';
import type { AppliedChange } from '../ports/ferry-changes.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import type { ChangeInput } from './quote-booking-change.ts';

/** Applies a held change at the company: the leg's new tickets issued, its old ones voided. */
export class ConfirmBookingChange {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute({
    agentName,
    sessionId,
    changeCode,
  }: ChangeInput<{ changeCode: string }>): Promise<Result<AppliedChange, FerryError>> {
    return this.deps.network.routeTo(
      'changes',
      agentName,
      (changes, options) => changes.confirmChange(changeCode, options),
      { sessionId },
    );
  }
}
