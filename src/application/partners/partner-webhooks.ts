import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { PARTNER_EVENT_TYPES, type PartnerEventType } from '#domain/partners/partner-events.ts';
import { isWebhookUrl, type WebhookDelivery, type WebhookEndpoint } from '#domain/partners/webhooks.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { WebhookRepository } from '../ports/webhook-repository.ts';
import { deliveryJob } from './webhook-jobs.ts';

export interface PartnerWebhooksDeps {
  webhooks: WebhookRepository;
  secrets: SecretTokens;
  ids: IdGenerator;
  clock: Clock;
  /** Plain http to this machine is taken outside production only (a local receiver). */
  allowLocalEndpoints: boolean;
}

/** Whose endpoints a call is about: one account's (a partner on its page or token), or all (staff). */
export type WebhookOwner = { userId: number } | { staff: true };

const userOf = (owner: WebhookOwner) => ('userId' in owner ? owner.userId : null);

const known = (type: string): type is PartnerEventType =>
  (PARTNER_EVENT_TYPES as readonly string[]).includes(type);

/**
 * A partner's webhooks (issue #52, decision 0128): the HTTPS endpoints it registers with the events it
 * wants (the signing secret shown once, when registered), the delivery log, and a delivery sent again.
 */
export class PartnerWebhooks {
  readonly #deps: PartnerWebhooksDeps;
  constructor(deps: PartnerWebhooksDeps) {
    this.#deps = deps;
  }

  async register(input: {
    userId: number;
    url: string;
    events: string[];
  }): Promise<Result<{ endpoint: WebhookEndpoint; secret: string }, Refusal>> {
    const url = input.url.trim();
    if (!isWebhookUrl(url, this.#deps.allowLocalEndpoints))
      return err(fieldRefusal('invalidRequest', 'url', url ? m.invalidValue : m.fieldRequired));
    const events = PARTNER_EVENT_TYPES.filter((type) => input.events.includes(type));
    if (events.length === 0 || !input.events.every(known))
      return err(fieldRefusal('invalidRequest', 'events', m.invalidValue));
    const { ids, secrets, clock } = this.#deps;
    const secret = `whsec_${secrets.create()}`;
    const at = clock.now();
    const endpoint = { id: ids.next(), userId: input.userId, url, events };
    await this.#deps.webhooks.addEndpoint({ ...endpoint, secret, at });
    return ok({ endpoint: { ...endpoint, createdAt: at.toISOString() }, secret });
  }

  endpoints(owner: WebhookOwner): Promise<WebhookEndpoint[]> {
    return this.#deps.webhooks.endpointsOf(userOf(owner));
  }

  async remove(owner: WebhookOwner, id: string): Promise<Result<true, Refusal>> {
    const removed = await this.#deps.webhooks.removeEndpoint({
      userId: userOf(owner),
      id,
      at: this.#deps.clock.now(),
    });
    return removed ? ok(true) : err({ code: 'notFound' });
  }

  deliveries(owner: WebhookOwner, limit = 50): Promise<WebhookDelivery[]> {
    return this.#deps.webhooks.deliveriesOf(userOf(owner), limit);
  }

  /** Sends a delivery again, whatever became of it, as a new job through the outbox. */
  async redeliver(owner: WebhookOwner, id: string): Promise<Result<true, Refusal>> {
    const job = { ...deliveryJob(id, this.#deps.ids.next()), createdAt: this.#deps.clock.now() };
    return (await this.#deps.webhooks.reopen({ userId: userOf(owner), id, job }))
      ? ok(true)
      : err({ code: 'notFound' });
  }
}
