import type { Knex } from 'knex';
import type { DeliveryToSend, WebhookRepository } from '#application/ports/webhook-repository.ts';
import type { PartnerEventType } from '#domain/partners/partner-events.ts';
import type { WebhookDelivery, WebhookEndpoint } from '#domain/partners/webhooks.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';

interface EndpointRow {
  id: string;
  user_id: number;
  url: string;
  events: PartnerEventType[];
  created_at: Date;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  url: string;
  event_id: string;
  type: PartnerEventType;
  order_id: string;
  status: WebhookDelivery['status'];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
}

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  url: row.url,
  eventId: Number(row.event_id),
  eventType: row.type,
  orderId: row.order_id,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
});

/** Partners' webhook endpoints and the deliveries of their orders' events (decision 0128). */
export class PostgresWebhookRepository implements WebhookRepository {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async addEndpoint(endpoint: Parameters<WebhookRepository['addEndpoint']>[0]): Promise<void> {
    await this.#knex('webhook_endpoints').insert({
      id: endpoint.id,
      user_id: endpoint.userId,
      url: endpoint.url,
      events: JSON.stringify(endpoint.events),
      secret: endpoint.secret,
      created_at: endpoint.at,
    });
  }

  async endpointsOf(userId: number | null): Promise<WebhookEndpoint[]> {
    const query = this.#knex('webhook_endpoints').whereNull('removed_at').orderBy('created_at', 'desc');
    if (userId !== null) query.where({ user_id: userId });
    const rows = (await query) as EndpointRow[];
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      url: row.url,
      events: row.events,
      createdAt: row.created_at.toISOString(),
    }));
  }

  async removeEndpoint(input: { userId: number | null; id: string; at: Date }): Promise<boolean> {
    const query = this.#knex('webhook_endpoints').where({ id: input.id }).whereNull('removed_at');
    if (input.userId !== null) query.where({ user_id: input.userId });
    return (await query.update({ removed_at: input.at })) > 0;
  }

  #deliveries(userId: number | null) {
    const query = this.#knex('webhook_deliveries as d')
      .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .join('partner_events as v', 'v.id', 'd.event_id');
    return userId === null ? query : query.where('e.user_id', userId);
  }

  async deliveriesOf(userId: number | null, limit: number): Promise<WebhookDelivery[]> {
    const rows = (await this.#deliveries(userId)
      .select('d.*', 'e.url', 'v.type', 'v.order_id')
      .orderBy('d.event_id', 'desc')
      .limit(limit)) as DeliveryRow[];
    return rows.map(toDelivery);
  }

  async deliveryToSend(id: string): Promise<DeliveryToSend | null> {
    const row = (await this.#deliveries(null)
      .where('d.id', id)
      .first('d.*', 'e.url', 'e.secret', 'v.type', 'v.order_id', 'v.at', 'v.data')) as
      | (DeliveryRow & { secret: string; at: Date; data: unknown })
      | undefined;
    if (!row) return null;
    const earlier = await this.#deliveries(null)
      .where({ 'd.endpoint_id': row.endpoint_id, 'v.order_id': row.order_id, 'd.status': 'pending' })
      .where('d.event_id', '<', row.event_id)
      .first('d.id');
    return {
      id: row.id,
      status: row.status,
      attempts: row.attempts,
      url: row.url,
      secret: row.secret,
      event: {
        id: Number(row.event_id),
        type: row.type,
        orderId: row.order_id,
        at: row.at.toISOString(),
        data: row.data,
      },
      earlierPending: earlier !== undefined,
    };
  }

  async recordAttempt(input: Parameters<WebhookRepository['recordAttempt']>[0]): Promise<void> {
    const { outcome } = input;
    await this.#knex('webhook_deliveries')
      .where({ id: input.id, status: 'pending' })
      .update({
        status: outcome.delivered ? 'delivered' : input.giveUp ? 'failed' : 'pending',
        attempts: this.#knex.raw('attempts + 1'),
        last_status: outcome.status,
        last_error: outcome.delivered ? null : outcome.error.slice(0, 300),
        last_attempt_at: input.at,
        delivered_at: outcome.delivered ? input.at : null,
      });
  }

  reopen(input: Parameters<WebhookRepository['reopen']>[0]): Promise<boolean> {
    return this.#knex.transaction(async (trx) => {
      const owned = trx('webhook_deliveries as d').join('webhook_endpoints as e', 'e.id', 'd.endpoint_id');
      if (input.userId !== null) owned.where('e.user_id', input.userId);
      const found = await owned.where('d.id', input.id).forUpdate().first('d.id');
      if (!found) return false;
      await trx('webhook_deliveries')
        .where({ id: input.id })
        .update({ status: 'pending', attempts: 0, delivered_at: null });
      await insertOutboxMessages(trx, [input.job]);
      return true;
    });
  }
}
