import type { Knex } from 'knex';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';

/**
 * Writes outbox messages with whatever connection or transaction the caller holds, so a repository
 * can store a change and the side effects it causes in one transaction.
 */
export async function insertOutboxMessages(
  db: Knex | Knex.Transaction,
  messages: OutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await db('outbox').insert(
    messages.map((message) => ({
      id: message.id,
      name: message.name,
      payload: JSON.stringify(message.payload),
      created_at: message.createdAt,
      next_attempt_at: message.createdAt,
    })),
  );
}
