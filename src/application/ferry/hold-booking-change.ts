import type { Result } from '#domain/shared/result.ts';
import type { ChangeRequest, HeldChange } from '../ports/ferry-changes.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';
import type { ChangeInput } from './quote-booking-change.ts';

/** Holds what a change needs (the new sailing's places) at the quoted price until the change lapses. */
export class HoldBookingChange {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  execute({
    agentName,
    sessionId,
    ...request
  }: ChangeInput<ChangeRequest>): Promise<Result<HeldChange, FerryError>> {
    return this.deps.network.routeTo(
      'changes',
      agentName,
      (changes, options) => changes.holdChange(request, options),
      { sessionId },
    );
  }
}
