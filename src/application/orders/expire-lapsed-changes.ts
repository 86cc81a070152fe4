import type { ReleaseBookingChange } from '../ferry/release-booking-change.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';

interface ExpireLapsedChangesDeps {
  changes: OrderChangeRepository;
  releaseBookingChange: ReleaseBookingChange;
  clock: Clock;
  logger: Logger;
}

/**
 * Held changes whose hold lapsed unpaid become `expired` and their places go back at the company (decision
 * 0084), as lapsed orders do (`ExpireLapsedOrders`). Run every minute by every process that runs jobs: the
 * move is conditional, so several running at once expire each change once, and only the one that moved it
 * releases. A release the company does not answer is only logged: its hold lapses there by itself.
 */
export class ExpireLapsedChanges {
  readonly #deps: ExpireLapsedChangesDeps;
  constructor(deps: ExpireLapsedChangesDeps) {
    this.#deps = deps;
  }

  async execute(input: { batchSize: number }): Promise<number> {
    const now = this.#deps.clock.now();
    const lapsed = await this.#deps.changes.lapsedHolds(now, input.batchSize);
    let expired = 0;
    for (const change of lapsed) {
      if (!(await this.#deps.changes.expire(change.id, now))) continue;
      expired += 1;
      const { agentName, changeCode } = change;
      const released = await this.#deps.releaseBookingChange.execute({ agentName, changeCode });
      if (!released.ok) {
        this.#deps.logger.warn({ changeId: change.id, error: released.error }, 'lapsed change not released');
      }
    }
    return expired;
  }
}
