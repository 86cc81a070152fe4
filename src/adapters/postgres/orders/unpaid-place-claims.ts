import type { Knex } from 'knex';
import type { UnpaidPlacesClaim } from '#application/ports/order-repository.ts';
import { HOLDING_STATUSES } from '#domain/orders/order-status.ts';

/** The first key of the advisory locks taken per sailing (the second is the trip id's hash). */
const UNPAID_PLACES_LOCK = 33_002;

/**
 * The per-sailing cap on visitors' unpaid places, counted and taken atomically (decision 0048): one
 * transaction-scoped advisory lock per sailing, taken in trip-id order so two claims never deadlock; under
 * them the places held by unpaid orders and by live claims are summed, and the claim is written only if
 * every sailing stays within the cap. Expired claims (a process that died while placing) are swept here.
 */
export async function claimUnpaidPlaces(knex: Knex, claim: UnpaidPlacesClaim): Promise<boolean> {
  const wanted = new Map<string, number>();
  for (const { tripId, places } of claim.places) wanted.set(tripId, (wanted.get(tripId) ?? 0) + places);
  const tripIds = [...wanted.keys()].sort();
  if (tripIds.length === 0) return true;
  return knex.transaction(async (trx) => {
    for (const tripId of tripIds)
      await trx.raw('select pg_advisory_xact_lock(?::int, hashtext(?))', [UNPAID_PLACES_LOCK, tripId]);
    await trx('unpaid_place_claims')
      .whereIn('trip_id', tripIds)
      .where('expires_at', '<=', claim.now)
      .delete();
    const held = await heldPlaces(trx, tripIds, claim.now);
    const fits = tripIds.every((tripId) => (held.get(tripId) ?? 0) + wanted.get(tripId)! <= claim.cap);
    if (!fits) return false;
    await trx('unpaid_place_claims').insert(
      tripIds.map((tripId) => ({
        order_id: claim.orderId,
        trip_id: tripId,
        places: wanted.get(tripId),
        expires_at: claim.until,
      })),
    );
    return true;
  });
}

/**
 * Passengers held on these sailings by visitors' (not resellers') unpaid orders and by live claims, read in
 * one statement: recording an order swaps its claim for its row in one transaction, and two statements
 * could each miss one side of that swap.
 */
async function heldPlaces(trx: Knex.Transaction, tripIds: string[], now: Date) {
  const { rows } = (await trx.raw(
    `select trip_id, sum(places)::int as places from (
       select leg->'booking'->>'tripId' as trip_id, jsonb_array_length(leg->'booking'->'passengers') as places
         from orders, jsonb_array_elements(contents->'legs') as leg
        where orders.status = any(?) and orders.reseller_id is null and orders.hold_expires_at > ?
          and leg->'booking'->>'tripId' = any(?)
       union all
       select trip_id, places from unpaid_place_claims where trip_id = any(?) and expires_at > ?
     ) as held group by trip_id`,
    [[...HOLDING_STATUSES], now, tripIds, tripIds, now],
  )) as { rows: Array<{ trip_id: string; places: number }> };
  return new Map(rows.map((row) => [row.trip_id, Number(row.places)]));
}
