import type { MarketingEvent } from '#domain/marketing/marketing-event.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';

export const SEND_MARKETING_EVENT_JOB = 'marketing.send';

/** The outbox message that sends one marketing event; its payload is the event itself. */
export function marketingMessage(id: string, createdAt: Date, event: MarketingEvent): OutboxMessage {
  return { id, name: SEND_MARKETING_EVENT_JOB, payload: event, createdAt };
}
