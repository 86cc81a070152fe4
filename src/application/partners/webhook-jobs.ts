import { WEBHOOK_ATTEMPTS } from '#domain/partners/webhooks.ts';
import type { Clock } from '../ports/clock.ts';
import type { JobHandler, JobMessage } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { DeliveryToSend, WebhookRepository } from '../ports/webhook-repository.ts';
import type { WebhookResponse, WebhookSender } from '../ports/webhook-sender.ts';

export const DELIVER_WEBHOOK_JOB = 'webhooks.deliver';

/** The job that sends one delivery; `jobId` is the delivery's own id the first time, a fresh one to redeliver. */
export const deliveryJob = (deliveryId: string, jobId: string): JobMessage => ({
  id: jobId,
  name: DELIVER_WEBHOOK_JOB,
  payload: { deliveryId },
});

/** What a receiver gets: the event as Stripe-like JSON, numbered so events of one order sort. */
const eventBody = (event: DeliveryToSend['event']) =>
  JSON.stringify({
    id: `evt_${event.id}`,
    type: event.type,
    createdAt: event.at,
    sequence: event.id,
    data: { orderId: event.orderId, ...(event.data as object) },
  });

const outcomeOf = (
  response: WebhookResponse,
): { delivered: true; status: number } | { delivered: false; status: number | null; error: string } => {
  if ('error' in response) return { delivered: false, status: null, error: response.error };
  if (response.status >= 200 && response.status < 300) return { delivered: true, status: response.status };
  return { delivered: false, status: response.status, error: `HTTP ${response.status}` };
};

/**
 * Sends one delivery, signed; a delivery done is not sent again (a job run twice, after a worker died).
 * Events of one order reach an endpoint in their order: while an earlier one is on its way, this one waits
 * (an attempt of its own). A failed attempt throws, so the queue tries again with its backoff; after the
 * last the delivery is given up, and the log offers to send it again.
 */
export function deliverWebhookHandler(deps: {
  webhooks: WebhookRepository;
  sender: WebhookSender;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload) => {
    const { deliveryId } = payload as { deliveryId: string };
    const delivery = await deps.webhooks.deliveryToSend(deliveryId);
    if (delivery?.status !== 'pending') return;
    const at = deps.clock.now();
    const outcome = delivery.earlierPending
      ? ({ delivered: false, status: null, error: 'waiting for an earlier event of this order' } as const)
      : outcomeOf(
          await deps.sender.send({
            url: delivery.url,
            secret: delivery.secret,
            body: eventBody(delivery.event),
            at,
          }),
        );
    const giveUp = !outcome.delivered && delivery.attempts + 1 >= WEBHOOK_ATTEMPTS;
    await deps.webhooks.recordAttempt({ id: deliveryId, at, outcome, giveUp });
    if (outcome.delivered || giveUp) return;
    deps.logger.warn({ deliveryId, error: outcome.error }, 'webhook delivery failed, will retry');
    throw new Error(`webhook delivery ${deliveryId}: ${outcome.error}`);
  };
}
