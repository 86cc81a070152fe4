import { object, string } from 'yup';
import { PARTNER_EVENT_TYPES } from '../partners/partner-events.ts';
import { list, text, whole } from './wire-fields.ts';

/** The wire contract of a partner's webhooks and their deliveries (decision 0128). */
const eventType = () => text().oneOf(PARTNER_EVENT_TYPES);

const webhook = object({ id: text(), url: text(), events: list(eventType()), createdAt: text() });

const delivery = object({
  id: text(),
  endpointId: text(),
  url: text(),
  eventId: whole(),
  eventType: eventType(),
  orderId: text(),
  status: text().oneOf(['pending', 'delivered', 'failed'] as const),
  attempts: whole().min(0),
  lastStatus: whole().nullable(),
  lastError: string().strict().nullable().defined(),
  lastAttemptAt: string().strict().nullable().defined(),
});

export const WEBHOOK_ANSWERS = {
  webhooks: object({ webhooks: list(webhook) }),
  /** A webhook just registered, with its signing secret: the one time it is shown. */
  registered: object({ webhook, secret: text() }),
  deliveries: object({ deliveries: list(delivery) }),
  done: object({ ok: text().oneOf(['removed', 'queued'] as const) }),
};
