import type { Knex } from 'knex';
import { HOLDING } from './stored-booking.ts';

export interface Place {
  sailingId: string;
  resource: string;
  quantity: number;
  /** The ship's full capacity for that resource, used the first time the sailing is touched. */
  capacity: number;
}

export const placeKey = (sailingId: string, resource: string) => `${sailingId}|${resource}`;

/** One place per sailing and resource, their quantities added up; places of no quantity dropped. */
export function mergePlaces(places: Place[]): Place[] {
  const merged = new Map<string, Place>();
  for (const place of places) {
    const existing = merged.get(placeKey(place.sailingId, place.resource));
    if (existing) existing.quantity += place.quantity;
    else merged.set(placeKey(place.sailingId, place.resource), { ...place });
  }
  return [...merged.values()].filter((place) => place.quantity > 0);
}

/** Bookings (`b`) whose places are taken now: sold ones and holds not yet lapsed. */
export function whereTaking(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
  return query
    .where('b.status', 'confirmed')
    .orWhere((live) => live.whereIn('b.status', HOLDING).andWhere('b.expires_at', '>', now));
}

/**
 * Locks the capacity rows of the places, writing the ship's capacity first for a sailing never
 * touched. The fixed order keeps two transactions locking the same rows from deadlocking.
 */
export async function lockPlaces(trx: Knex.Transaction, places: Place[]): Promise<void> {
  if (places.length === 0) return;
  const sorted = [...places].sort((a, b) =>
    placeKey(a.sailingId, a.resource).localeCompare(placeKey(b.sailingId, b.resource)),
  );
  const fresh = sorted.filter((place) => place.capacity > 0);
  if (fresh.length > 0) {
    await trx('ferry_capacity')
      .insert(
        fresh.map((place) => ({
          sailing_id: place.sailingId,
          resource: place.resource,
          capacity: place.capacity,
        })),
      )
      .onConflict(['sailing_id', 'resource'])
      .ignore();
  }
  await trx('ferry_capacity')
    .whereIn(
      ['sailing_id', 'resource'],
      sorted.map((place) => [place.sailingId, place.resource]),
    )
    .orderBy(['sailing_id', 'resource'])
    .forUpdate()
    .select('sailing_id');
}

/** Locks the capacity rows of a booking's places; its hold wrote them, so none is new. */
export async function lockPlacesOf(trx: Knex.Transaction, orderCode: string): Promise<void> {
  const places = (await trx('ferry_booking_places')
    .where({ order_code: orderCode })
    .select('sailing_id', 'resource')) as Array<{ sailing_id: string; resource: string }>;
  await lockPlaces(
    trx,
    places.map((place) => ({
      sailingId: place.sailing_id,
      resource: place.resource,
      quantity: 0,
      capacity: 0,
    })),
  );
}

async function capacities(trx: Knex.Transaction, places: Place[]): Promise<Map<string, number>> {
  const rows = (await trx('ferry_capacity')
    .whereIn(
      ['sailing_id', 'resource'],
      places.map((place) => [place.sailingId, place.resource]),
    )
    .select('sailing_id', 'resource', 'capacity')) as Array<{
    sailing_id: string;
    resource: string;
    capacity: number;
  }>;
  return new Map(rows.map((row) => [placeKey(row.sailing_id, row.resource), row.capacity]));
}

async function takenNow(trx: Knex.Transaction, places: Place[], now: Date): Promise<Map<string, number>> {
  const rows = (await trx('ferry_booking_places as p')
    .join('ferry_bookings as b', 'b.order_code', 'p.order_code')
    .whereIn(
      ['p.sailing_id', 'p.resource'],
      places.map((place) => [place.sailingId, place.resource]),
    )
    .where((active) => whereTaking(active, now))
    .groupBy('p.sailing_id', 'p.resource')
    .select('p.sailing_id', 'p.resource', trx.raw('sum(p.quantity)::int as taken'))) as Array<{
    sailing_id: string;
    resource: string;
    taken: number;
  }>;
  return new Map(rows.map((row) => [placeKey(row.sailing_id, row.resource), row.taken]));
}

/** The first place with fewer left than it asks for, after the places' rows are locked; none when all fit. */
export async function firstShort(
  trx: Knex.Transaction,
  places: Place[],
  now: Date,
): Promise<{ sailingId: string; resource: string; available: number } | undefined> {
  const taken = await takenNow(trx, places, now);
  const capacity = await capacities(trx, places);
  for (const place of places) {
    const key = placeKey(place.sailingId, place.resource);
    const available = (capacity.get(key) ?? 0) - (taken.get(key) ?? 0);
    if (available < place.quantity)
      return { sailingId: place.sailingId, resource: place.resource, available: Math.max(0, available) };
  }
  return undefined;
}
