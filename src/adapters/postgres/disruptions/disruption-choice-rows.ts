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

/**
 * Takes a leg's choice back from every record of the order holding it, in the caller's transaction (a
 * rebooking the company refused at confirmation, decision 0094): the leg's choice is open again.
 */
export async function withdrawDisruptionChoice(
  trx: Knex.Transaction,
  orderId: string,
  choice: Pick<DisruptionChoice, 'legIndex' | 'choice'>,
): Promise<void> {
  const made = { legIndex: choice.legIndex, choice: choice.choice };
  await trx('order_disruptions')
    .where('order_id', orderId)
    .whereRaw('choices @> ?::jsonb', [JSON.stringify([made])])
    .update({
      choices: trx.raw(
        "coalesce((select jsonb_agg(each) from jsonb_array_elements(choices) each where not each @> ?::jsonb), '[]'::jsonb)",
        [JSON.stringify(made)],
      ),
    });
}
