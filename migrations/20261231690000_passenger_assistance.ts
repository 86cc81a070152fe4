import type { Knex } from 'knex';

/** Rewrites every stored passenger of every order's legs with `passenger` (SQL over the jsonb `p`). */
function rewritePassengers(passenger: string): string {
  return `update orders set contents = jsonb_set(contents, '{legs}', (
      select coalesce(jsonb_agg(jsonb_set(leg, '{booking,passengers}', (
          select coalesce(jsonb_agg(${passenger} order by place), '[]'::jsonb)
          from jsonb_array_elements(leg->'booking'->'passengers') with ordinality as people(p, place)
        )) order by position), '[]'::jsonb)
      from jsonb_array_elements(contents->'legs') with ordinality as sailings(leg, position)
    ))
    where jsonb_typeof(contents->'legs') = 'array'`;
}

/**
 * Each passenger's assistance request is kept on the order beside their names (decision 0086). Orders
 * placed before it asked for none: they get the empty request, so every stored passenger has the shape the
 * voucher, the e-mails and the back office read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    rewritePassengers(
      `case when p->'assistance' is not null then p else p || '{"assistance":{"needs":[],"note":""}}'::jsonb end`,
    ),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(rewritePassengers(`p - 'assistance'`));
}
