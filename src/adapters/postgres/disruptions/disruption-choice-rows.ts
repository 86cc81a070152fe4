import type { Knex } from 'knex';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';

/**
 * Adds a choice to every record on the order of an event touching its leg (directly or by connection), in
 * the caller's transaction, the one of the move that carries the choice out (decision 0082). A leg's choice
 * is made once: a record that already holds one for the leg keeps it.
 */
export async function addDisruptionChoice(
  trx: Knex.Transaction,
  orderId: string,
  choice: DisruptionChoice,
): Promise<void> {
  const leg = JSON.stringify([choice.legIndex]);
  await trx('order_disruptions')
    .where('order_id', orderId)
    .andWhere((touching) =>
      touching.whereRaw('legs @> ?::jsonb', [leg]).orWhereRaw('connection_legs @> ?::jsonb', [leg]),
    )
    .whereRaw('not choices @> ?::jsonb', [JSON.stringify([{ legIndex: choice.legIndex }])])
    .update({ choices: trx.raw('choices || ?::jsonb', [JSON.stringify([choice])]) });
}
