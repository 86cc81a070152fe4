import type { Result } from '#domain/shared/result.ts';
import type { HeldChange } from '../ports/ferry-changes.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import type { ChangeInput } from './quote-booking-change.ts';

/** Gives a held change's places back; the booking stays as it was. */
export class ReleaseBookingChange {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute({
    agentName,
    sessionId,
    changeCode,
  }: ChangeInput<{ changeCode: string }>): Promise<Result<HeldChange, FerryError>> {
    return this.deps.network.routeTo(
      'changes',
      agentName,
      (changes, options) => changes.releaseChange(changeCode, options),
      { sessionId },
    );
  }
}
