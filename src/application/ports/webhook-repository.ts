import type { PartnerEventType } from '#domain/partners/partner-events.ts';
import type { WebhookDelivery, WebhookEndpoint } from '#domain/partners/webhooks.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** A delivery with what sending it needs: the endpoint's address and secret, the event as it is sent. */
export interface DeliveryToSend {
  id: string;
  status: WebhookDelivery['status'];
  attempts: number;
  url: string;
  secret: string;
  event: { id: number; type: PartnerEventType; orderId: string; at: string; data: unknown };
  /** An earlier event of the same order to the same endpoint is neither delivered nor given up. */
  earlierPending: boolean;
}

/** Partners' webhook endpoints, their orders' events and each event's deliveries (decision 0128). */
export interface WebhookRepository {
  addEndpoint(endpoint: {
    id: string;
    userId: number;
    url: string;
    events: PartnerEventType[];
    secret: string;
    at: Date;
  }): Promise<void>;
  /** The endpoints of one account (`userId`), or of every account (staff), newest first. */
  endpointsOf(userId: number | null): Promise<WebhookEndpoint[]>;
  removeEndpoint(input: { userId: number | null; id: string; at: Date }): Promise<boolean>;
  /** The latest deliveries to one account's endpoints (or anyone's, for staff), newest first. */
  deliveriesOf(userId: number | null, limit: number): Promise<WebhookDelivery[]>;
  deliveryToSend(id: string): Promise<DeliveryToSend | null>;
  recordAttempt(input: {
    id: string;
    at: Date;
    outcome: { delivered: true; status: number } | { delivered: false; status: number | null; error: string };
    giveUp: boolean;
  }): Promise<void>;
  /**
   * Sends a delivery again from its first attempt (staff, or the endpoint's owner), through the outbox as
   * `job`; false when it is not theirs.
   */
  reopen(input: { userId: number | null; id: string; job: OutboxMessage }): Promise<boolean>;
}
