import type { MarketingEvent } from '#domain/marketing/marketing-event.ts';

/**
 * Where marketing events go (Meta's Conversions API, or the sandbox). `send` resolves once the provider
 * took the event and throws otherwise, so the job that sends it is retried and its failure stays visible.
 * Providers count an `eventId` once, so sending the same event again is harmless.
 */
export interface MarketingEvents {
  send(event: MarketingEvent): Promise<void>;
}
