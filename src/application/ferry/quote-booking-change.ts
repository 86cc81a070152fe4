import type { Result } from '#domain/shared/result.ts';
import type { ChangeQuote, ChangeRequest } from '../ports/ferry-changes.ts';
import type { UpstreamRoute } from './booking-lifecycle.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/** Where a change goes: the upstream that sold the booking; every one is asked without `agentName`. */
export type ChangeInput<T> = T & UpstreamRoute;

/** What a change to a sold booking would cost by its company's terms, or why the company refuses it. */
export class QuoteBookingChange {
  private readonly deps: { network: FerryNetwork };
  constructor(deps: { network: FerryNetwork }) {
    this.deps = deps;
  }

  /** Whether the system that sold the booking changes it online; otherwise the company is asked (decision 0121). */
  offeredBy(agentName: string): boolean {
    return this.deps.network.offers(agentName, 'changes');
  }

  execute({
    agentName,
    sessionId,
    ...request
  }: ChangeInput<ChangeRequest>): Promise<Result<ChangeQuote, FerryError>> {
    return this.deps.network.routeTo(
      'changes',
      agentName,
      (changes, options) => changes.quoteChange(request, options),
      { sessionId },
    );
  }
}
