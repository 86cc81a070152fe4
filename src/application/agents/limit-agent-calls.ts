import type { RateLimit, RateLimiter, RateLimitOutcome } from '../ports/rate-limiter.ts';

/** A busy conversation makes a few calls a minute; a runaway loop makes hundreds. */
const AGENT_CALL_LIMIT: RateLimit = { name: 'mcp-caller', points: 120, durationSeconds: 60 };

/** Calls to the agents' server, counted per token (or per address for this machine's own agents). */
export class LimitAgentCalls {
  readonly #limiter: RateLimiter;
  constructor(deps: { limiter: RateLimiter }) {
    this.#limiter = deps.limiter;
  }

  execute(input: { caller: string }): Promise<RateLimitOutcome> {
    return this.#limiter.consume(AGENT_CALL_LIMIT, input.caller);
  }
}
