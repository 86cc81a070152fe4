import type { Knex } from 'knex';

/** Longer than any send: a claim older than this belongs to a process that died while sending. */
const SEND_LEASE_SECONDS = 5 * 60;

/**
 * The one way a message log (`emails`, `sms_messages`) lets one sender at a time send a message: the row
 * is written once, and the claim is a conditional update; a claim older than the lease is a dead sender's.
 */
export async function claimSend(
  knex: Knex,
  table: 'emails' | 'sms_messages',
  row: Record<string, unknown> & { id: string },
): Promise<'new' | 'alreadySent' | 'inProgress'> {
  await knex(table)
    .insert({ ...row, status: 'pending' })
    .onConflict('id')
    .ignore();
  const claimed = await knex(table)
    .where({ id: row.id })
    .where((pending) =>
      pending
        .whereIn('status', ['pending', 'failed'])
        .orWhere((stale) =>
          stale
            .where('status', 'sending')
            .whereRaw('claimed_at < now() - make_interval(secs => ?)', [SEND_LEASE_SECONDS]),
        ),
    )
    .update({ status: 'sending', claimed_at: knex.fn.now() });
  if (claimed === 1) return 'new';
  const found = await knex(table).where({ id: row.id }).first('status');
  return found?.status === 'sent' ? 'alreadySent' : 'inProgress';
}

/** Records a failed send, for the retry and for staff. */
export async function markSendFailed(
  knex: Knex,
  table: 'emails' | 'sms_messages',
  id: string,
  error: string,
) {
  await knex(table)
    .where({ id })
    .update({ status: 'failed', error: error.slice(0, 1000) });
}
