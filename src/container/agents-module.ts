import { ContainerModule } from 'inversify';
import { FindDuplicateBooking } from '#application/agents/find-duplicate-booking.ts';
import { LimitAgentCalls } from '#application/agents/limit-agent-calls.ts';
import { PORTS } from './tokens.ts';

/**
 * The agents' server's own use cases (issue #29, decision 0079); everything else it calls is the site's:
 * the MCP driver gets them from `AppServices` like the web.
 */
export const agentsModule = () =>
  new ContainerModule(({ bind }) => {
    bind(LimitAgentCalls).toDynamicValue((c) => new LimitAgentCalls({ limiter: c.get(PORTS.rateLimiter) }));
    bind(FindDuplicateBooking).toDynamicValue(
      (c) => new FindDuplicateBooking({ orders: c.get(PORTS.orders), clock: c.get(PORTS.clock) }),
    );
  });
