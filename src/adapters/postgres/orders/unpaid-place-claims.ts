import type { Knex } from 'knex';
import type { UnpaidPlacesClaim } from '#application/ports/order-repository.ts';
import { HOLDING_STATUSES } from '#domain/orders/order-status.ts';

/** The first key of the advisory locks taken per sailing (the second is the sailing id's hash). */
const UNPAID_PLACES_LOCK = 33_002;

/**
 * Whether a claim (`c`, its order `o` left-joined) still takes places: before its order is recorded, until
 * the claim lapses; after, while the order holds unpaid. Parameters: now, the holding statuses, now.
 */
const STILL_TAKING = `case when o.id is null then c.expires_at > ?
                           else o.status = any(?) and o.hold_expires_at > ? end`;

/**
 * The per-sailing cap on visitors' unpaid places, counted and taken atomically (decisions 0048, 0107): one
 * transaction-scoped advisory lock per sailing (the voyage, whichever pairs of its stops are booked), taken
 * in sailing-id order so two claims never deadlock; under them the places still taken by claims are summed,
 * and the claim is written only if every sailing stays within the cap. Claims that take nothing any more
 * (a process that died while placing, an order paid, failed or lapsed) are swept here.
 */
export async function claimUnpaidPlaces(knex: Knex, claim: UnpaidPlacesClaim): Promise<boolean> {
  const wanted = new Map<string, number>();
  for (const { sailingId, places } of claim.places)
    wanted.set(sailingId, (wanted.get(sailingId) ?? 0) + places);
  const sailingIds = [...wanted.keys()].sort();
  if (sailingIds.length === 0) return true;
  return knex.transaction(async (trx) => {
    for (const sailingId of sailingIds)
      await trx.raw('select pg_advisory_xact_lock(?::int, hashtext(?))', [UNPAID_PLACES_LOCK, sailingId]);
    await sweepSpentClaims(trx, sailingIds, claim.now);
    const held = await heldPlaces(trx, sailingIds, claim.now);
    const fits = sailingIds.every(
      (sailingId) => (held.get(sailingId) ?? 0) + wanted.get(sailingId)! <= claim.cap,
    );
    if (!fits) return false;
    await trx('unpaid_place_claims').insert(
      sailingIds.map((sailingId) => ({
        order_id: claim.orderId,
        sailing_id: sailingId,
        places: wanted.get(sailingId),
        expires_at: claim.until,
      })),
    );
    return true;
  });
}

async function sweepSpentClaims(trx: Knex.Transaction, sailingIds: string[], now: Date): Promise<void> {
  await trx.raw(
    `delete from unpaid_place_claims where (order_id, sailing_id) in (
       select c.order_id, c.sailing_id
         from unpaid_place_claims as c left join orders as o on o.id = c.order_id
        where c.sailing_id = any(?) and not (${STILL_TAKING}))`,
    [sailingIds, now, [...HOLDING_STATUSES], now],
  );
}

/**
 * Passengers held on these sailings by visitors' unpaid orders and by claims of orders being placed, read
 * in one statement: an order is recorded beside its claim, and the claim's order decides from then on.
 * Resellers' orders claim nothing, so they are not counted.
 */
async function heldPlaces(trx: Knex.Transaction, sailingIds: string[], now: Date) {
  const { rows } = (await trx.raw(
    `select c.sailing_id, sum(c.places)::int as places
       from unpaid_place_claims as c left join orders as o on o.id = c.order_id
      where c.sailing_id = any(?) and ${STILL_TAKING}
      group by c.sailing_id`,
    [sailingIds, now, [...HOLDING_STATUSES], now],
  )) as { rows: Array<{ sailing_id: string; places: number }> };
  return new Map(rows.map((row) => [row.sailing_id, Number(row.places)]));
}
