import { type Consent, marketingAllowed } from '#domain/consent/consent.ts';
import type { MarketingEvent, MarketingOrigin } from '#domain/marketing/marketing-event.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';
import { marketingMessage } from './marketing-job.ts';

export interface RecordMarketingEventInput {
  /** The visitor's saved choice; null (not chosen yet) counts as a refusal. */
  consent: Consent | null;
  /** The page and browser the event happened in, from the request. */
  origin: MarketingOrigin;
  event: Omit<MarketingEvent, 'eventId' | 'occurredAt' | 'origin'> & { eventId?: string };
}

export type RecordedMarketingEvent = 'queued' | 'noConsent' | 'disabled';

/**
 * Queues a marketing event through the outbox, and only for a visitor who allowed marketing: without that
 * consent nothing about the visit leaves Kyma. The `marketing.send` job delivers it, retried until the
 * provider takes it. With no provider configured nothing is queued (searches are many; jobs that could
 * only be dropped would just fill the outbox).
 */
export class RecordMarketingEvent {
  readonly #deps: { outbox: OutboxRepository; ids: IdGenerator; clock: Clock; enabled: boolean };

  constructor(deps: { outbox: OutboxRepository; ids: IdGenerator; clock: Clock; enabled: boolean }) {
    this.#deps = deps;
  }

  async execute(input: RecordMarketingEventInput): Promise<RecordedMarketingEvent> {
    if (!this.#deps.enabled) return 'disabled';
    if (!marketingAllowed(input.consent)) return 'noConsent';
    const id = this.#deps.ids.next();
    const now = this.#deps.clock.now();
    await this.#deps.outbox.add(
      marketingMessage(id, now, {
        ...input.event,
        // One happening, one event id: the outbox id is already unique to it.
        eventId: input.event.eventId ?? id,
        occurredAt: now.toISOString(),
        origin: input.origin,
      }),
    );
    return 'queued';
  }
}
