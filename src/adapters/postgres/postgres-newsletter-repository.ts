import type { Knex } from 'knex';
import type { NewsletterRepository, PendingSubscription } from '#application/ports/newsletter-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

export class PostgresNewsletterRepository implements NewsletterRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async requestSubscription(
    subscription: PendingSubscription,
    outbox: OutboxMessage[],
  ): Promise<'pending' | 'alreadyConfirmed'> {
    return this.#knex.transaction(async (trx) => {
      const token = {
        token_hash: subscription.tokenHash,
        token_expires_at: subscription.tokenExpiresAt,
        language_code: subscription.locale,
        requested_at: subscription.requestedAt,
      };
      // One statement decides, even when the same address signs up twice at once: a confirmed row is kept
      // as it is (no row comes back), anything else becomes pending with the new token.
      const [row] = await trx('newsletter_subscriptions')
        .insert({
          id: subscription.id,
          email: subscription.email,
          group_id: subscription.group,
          status: 'pending',
          ...token,
        })
        .onConflict(['email', 'group_id'])
        .merge({ ...token, status: 'pending' })
        .where('newsletter_subscriptions.status', '<>', 'confirmed')
        .returning('id');
      if (!row) return 'alreadyConfirmed';
      await insertOutboxMessages(trx, outbox);
      return 'pending';
    });
  }

  async confirm(tokenHash: string, now: Date): Promise<'confirmed' | 'invalid'> {
    const updated = await this.#knex('newsletter_subscriptions')
      .where({ token_hash: tokenHash, status: 'pending' })
      .andWhere('token_expires_at', '>', now)
      .update({ status: 'confirmed', confirmed_at: now, token_hash: null, token_expires_at: null });
    return updated === 1 ? 'confirmed' : 'invalid';
  }
}
