import type { PartnerEventType } from './partner-events.ts';

/** A partner's endpoint as its page lists it: never its secret, which is shown once when registered. */
export interface WebhookEndpoint {
  id: string;
  userId: number;
  url: string;
  events: PartnerEventType[];
  createdAt: string;
}

/** One event's delivery to one endpoint: delivered, still being tried, or given up after its attempts. */
export interface WebhookDelivery {
  id: string;
  endpointId: string;
  url: string;
  eventId: number;
  eventType: PartnerEventType;
  orderId: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
}

/**
 * An endpoint is a partner's HTTPS address; plain http to this machine only where `allowLocal` (a local
 * receiver in development and tests, never in production).
 */
export function isWebhookUrl(text: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password || text.length > 500) return false;
  if (url.protocol === 'https:') return true;
  return allowLocal && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** How often a delivery is tried before it is given up (the queue's attempts, with its backoff). */
export const WEBHOOK_ATTEMPTS = 8;

/** Receivers refuse a signature older than this (Stripe's tolerance), so a captured delivery cannot be replayed. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
