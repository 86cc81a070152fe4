import type { Knex } from 'knex';
import type { UnpaidPlacesClaim } from '#application/ports/order-repository.ts';
import { HOLDING_STATUSES } from '#domain/orders/order-status.ts';

/** The first key of the advisory locks taken per sailing (the second is the trip id's hash). */
const UNPAID_PLACES_LOCK = 33_002;

/**
 * The per-sailing cap on visitors' unpaid places, counted and taken atomically (decision 0048): one
 * transaction-scoped advisory lock per sailing, taken in trip-id order so two claims never wait on each
 * other; under them the places held by unpaid orders and by live claims are summed, and the claim is
 * written only if every sailing stays within the cap.
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
    const [held, claimed] = await Promise.all([
      heldByOrders(trx, tripIds, claim.now),
      heldByClaims(trx, tripIds),
    ]);
    const fits = tripIds.every(
      (tripId) => (held.get(tripId) ?? 0) + (claimed.get(tripId) ?? 0) + wanted.get(tripId)! <= claim.cap,
    );
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

const byTrip = (rows: Array<{ trip_id: string; places: number | string }>) =>
  new Map(rows.map((row) => [row.trip_id, Number(row.places)]));

/** Passengers of visitors' (not resellers') orders still holding places on these sailings. */
async function heldByOrders(trx: Knex.Transaction, tripIds: string[], now: Date) {
  return byTrip(
    await trx
      .from(trx.raw("orders, jsonb_array_elements(contents->'legs') as leg"))
      .whereIn('orders.status', [...HOLDING_STATUSES])
      .whereNull('orders.reseller_id')
      .where('orders.hold_expires_at', '>', now)
      .whereRaw("leg->'booking'->>'tripId' = any(?)", [tripIds])
      .groupByRaw('1')
      .select(
        trx.raw("leg->'booking'->>'tripId' as trip_id"),
        trx.raw("sum(jsonb_array_length(leg->'booking'->'passengers'))::int as places"),
      ),
  );
}

/** Places claimed by orders still being placed (expired claims were deleted above). */
async function heldByClaims(trx: Knex.Transaction, tripIds: string[]) {
  return byTrip(
    await trx('unpaid_place_claims')
      .whereIn('trip_id', tripIds)
      .groupBy('trip_id')
      .select('trip_id', trx.raw('sum(places)::int as places')),
  );
}
