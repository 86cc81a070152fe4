import type { Knex } from 'knex';

/**
 * The cap on visitors' unpaid places is claimed per sailing (the voyage, every pair of its stops), no longer
 * per trip (issue #49 item 1, decision 0107). A claim names its sailing and stays while its order holds
 * unpaid: an order's legs name trips only, so its claim is what says which voyage its places are on.
 * Orders holding places now had their claims deleted when they were recorded: they get them back, by trip
 * (the migration cannot tell voyages), so they are still counted until their holds lapse.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('unpaid_place_claims', (table) => {
    table.dropIndex(['trip_id', 'expires_at']);
    table.renameColumn('trip_id', 'sailing_id');
  });
  await knex.schema.alterTable('unpaid_place_claims', (table) => {
    table.index(['sailing_id']);
  });
  await knex.raw(
    `insert into unpaid_place_claims (order_id, sailing_id, places, expires_at)
     select orders.id, leg->'booking'->>'tripId', sum(jsonb_array_length(leg->'booking'->'passengers')),
            orders.hold_expires_at
       from orders, jsonb_array_elements(contents->'legs') as leg
      where orders.status in ('held', 'detailsAdded', 'paymentPending') and orders.reseller_id is null
        and orders.hold_expires_at > now()
      group by orders.id, leg->'booking'->>'tripId', orders.hold_expires_at
     on conflict do nothing`,
  );
}

export async function down(knex: Knex): Promise<void> {
  // Before, a recorded order counted by its own row and kept no claim.
  await knex('unpaid_place_claims').whereIn('order_id', knex('orders').select('id')).delete();
  await knex.schema.alterTable('unpaid_place_claims', (table) => {
    table.dropIndex(['sailing_id']);
    table.renameColumn('sailing_id', 'trip_id');
  });
  await knex.schema.alterTable('unpaid_place_claims', (table) => {
    table.index(['trip_id', 'expires_at']);
  });
}
