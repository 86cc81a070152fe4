import type { Knex } from 'knex';
import type { Leader } from '#application/ports/ferry-booking-requests.ts';
import type { BookedLeg, BookingStatus, Ticket } from '#application/ports/upstream-booking.ts';
import type { Cents } from '#domain/money/cents.ts';

export interface Place {
  sailingId: string;
  resource: string;
  quantity: number;
  /** The ship's full capacity for that resource, used the first time the sailing is touched. */
  capacity: number;
}

export interface StoredBooking {
  orderCode: string;
  agentName: string;
  status: BookingStatus;
  createdAt: Date;
  expiresAt: Date;
  userId: string | null;
  total: Cents;
  legs: BookedLeg[];
  leader: Leader | null;
  tickets: Ticket[];
}

export type HoldOutcome =
  | { ok: true }
  | { ok: false; sailingId: string; resource: string; available: number };
export type TransitionError = 'bookingNotFound' | 'bookingExpired' | 'invalidBookingState';
export type Transition =
  | { ok: true; booking: StoredBooking }
  | { ok: false; error: TransitionError; booking?: StoredBooking };

interface BookingRow {
  order_code: string;
  agent_name: string;
  status: BookingStatus;
  created_at: Date | string;
  expires_at: Date | string;
  user_id: string | null;
  total: number;
  legs: BookedLeg[] | string;
  leader: Leader | null | string;
  tickets: Ticket[] | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toBooking(row: BookingRow): StoredBooking {
  return {
    orderCode: row.order_code,
    agentName: row.agent_name,
    status: row.status,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    userId: row.user_id,
    total: row.total,
    legs: json(row.legs),
    leader: json(row.leader),
    tickets: json(row.tickets),
  };
}

const key = (sailingId: string, resource: string) => `${sailingId}|${resource}`;
const HOLDING: BookingStatus[] = ['held', 'inserted'];

/**
 * Places on sailings as database state. Every change that can take places locks the capacity rows it
 * touches (`for update`, in a fixed order so two holds never deadlock), then counts what confirmed
 * bookings and live holds already take: concurrent holds queue on the row lock and never oversell.
 * "Now" is read after the locks are held, so a hold and a late finalize agree on whether a hold lapsed.
 */
export class AvailabilityStore {
  private readonly knex: Knex;
  private readonly now: () => Date;

  constructor(deps: { knex: Knex; now: () => Date }) {
    this.knex = deps.knex;
    this.now = deps.now;
  }

  /** Places left per sailing and resource; a sailing never touched has its full capacity. */
  async available(sailingIds: string[]): Promise<Map<string, number>> {
    const left = new Map<string, number>();
    if (sailingIds.length === 0) return left;
    const now = this.now();
    const rows = (await this.knex('ferry_capacity as c')
      .leftJoin(
        this.knex('ferry_booking_places as p')
          .join('ferry_bookings as b', 'b.order_code', 'p.order_code')
          .where((active) => this.whereTaking(active, now))
          .whereIn('p.sailing_id', sailingIds)
          .groupBy('p.sailing_id', 'p.resource')
          .select('p.sailing_id', 'p.resource', this.knex.raw('sum(p.quantity)::int as taken'))
          .as('t'),
        (join) => join.on('t.sailing_id', 'c.sailing_id').andOn('t.resource', 'c.resource'),
      )
      .whereIn('c.sailing_id', sailingIds)
      .select('c.sailing_id', 'c.resource', 'c.capacity', 't.taken')) as Array<{
      sailing_id: string;
      resource: string;
      capacity: number;
      taken: number | null;
    }>;
    for (const row of rows) left.set(key(row.sailing_id, row.resource), row.capacity - (row.taken ?? 0));
    return left;
  }

  static lookup(left: Map<string, number>, sailingId: string, resource: string, capacity: number): number {
    return left.get(key(sailingId, resource)) ?? capacity;
  }

  /** Takes every place or none; the booking row is written only when all fit. */
  async hold(
    booking: Omit<StoredBooking, 'createdAt' | 'status' | 'tickets'> & { holdMs: number },
    places: Place[],
  ): Promise<HoldOutcome & { booking?: StoredBooking }> {
    const merged = mergePlaces(places);
    return this.knex.transaction(async (trx) => {
      await this.lockPlaces(trx, merged);
      const now = this.now();
      const taken = await this.takenNow(trx, merged, now);
      const capacities = await this.capacities(trx, merged);
      for (const place of merged) {
        const available =
          (capacities.get(key(place.sailingId, place.resource)) ?? 0) -
          (taken.get(key(place.sailingId, place.resource)) ?? 0);
        if (available < place.quantity)
          return {
            ok: false,
            sailingId: place.sailingId,
            resource: place.resource,
            available: Math.max(0, available),
          };
      }
      const expiresAt = new Date(now.getTime() + booking.holdMs);
      await trx('ferry_bookings').insert({
        order_code: booking.orderCode,
        agent_name: booking.agentName,
        status: 'held',
        created_at: now,
        updated_at: now,
        expires_at: expiresAt,
        user_id: booking.userId,
        total: booking.total,
        legs: JSON.stringify(booking.legs),
        leader: booking.leader ? JSON.stringify(booking.leader) : null,
        tickets: '[]',
      });
      await trx('ferry_booking_places').insert(
        merged.map((place) => ({
          order_code: booking.orderCode,
          sailing_id: place.sailingId,
          resource: place.resource,
          quantity: place.quantity,
        })),
      );
      const { holdMs: _holdMs, ...rest } = booking;
      return { ok: true, booking: { ...rest, status: 'held', createdAt: now, expiresAt, tickets: [] } };
    });
  }

  async find(orderCode: string): Promise<StoredBooking | undefined> {
    const row = (await this.knex('ferry_bookings').where({ order_code: orderCode }).first()) as
      | BookingRow
      | undefined;
    return row ? this.withLapse(toBooking(row), this.now()) : undefined;
  }

  /** Adds traveller details to a live hold. */
  insertDetails(orderCode: string, leader: Leader, legs: BookedLeg[] | undefined): Promise<Transition> {
    return this.transition(orderCode, false, (booking) => {
      if (!HOLDING.includes(booking.status)) return 'invalidBookingState';
      return { status: 'inserted', leader, legs: legs ?? booking.legs };
    });
  }

  /** Turns a live hold into a sale. Repeating it on a confirmed booking answers the same booking. */
  finalize(orderCode: string, tickets: (booking: StoredBooking) => Ticket[]): Promise<Transition> {
    return this.transition(orderCode, true, (booking) => {
      if (booking.status === 'confirmed') return 'unchanged';
      if (!HOLDING.includes(booking.status)) return 'invalidBookingState';
      return { status: 'confirmed', tickets: tickets(booking) };
    });
  }

  /** Payment failed: the hold ends now. Repeating it is harmless. */
  fail(orderCode: string): Promise<Transition> {
    return this.transition(orderCode, false, (booking) => {
      if (booking.status === 'failed' || booking.status === 'expired') return 'unchanged';
      if (!HOLDING.includes(booking.status)) return 'invalidBookingState';
      return { status: 'failed' };
    });
  }

  cancel(orderCode: string): Promise<Transition> {
    return this.transition(orderCode, false, (booking) => {
      if (booking.status === 'cancelled') return 'unchanged';
      if (booking.status !== 'confirmed') return 'invalidBookingState';
      return { status: 'cancelled' };
    });
  }

  /** Test and operations hook: sets a resource's capacity on one sailing. */
  async setCapacity(sailingId: string, resource: string, capacity: number): Promise<void> {
    await this.knex('ferry_capacity')
      .insert({ sailing_id: sailingId, resource, capacity })
      .onConflict(['sailing_id', 'resource'])
      .merge({ capacity });
  }

  private async transition(
    orderCode: string,
    lockPlaces: boolean,
    decide: (
      booking: StoredBooking,
    ) =>
      | TransitionError
      | 'unchanged'
      | Partial<Pick<StoredBooking, 'status' | 'leader' | 'legs' | 'tickets'>>,
  ): Promise<Transition> {
    return this.knex.transaction(async (trx) => {
      const row = (await trx('ferry_bookings').where({ order_code: orderCode }).forUpdate().first()) as
        | BookingRow
        | undefined;
      if (!row) return { ok: false, error: 'bookingNotFound' };
      if (lockPlaces) {
        const places = (await trx('ferry_booking_places')
          .where({ order_code: orderCode })
          .select('sailing_id', 'resource')) as Array<{ sailing_id: string; resource: string }>;
        await this.lockPlaces(
          trx,
          places.map((place) => ({
            sailingId: place.sailing_id,
            resource: place.resource,
            quantity: 0,
            capacity: 0,
          })),
        );
      }
      const now = this.now();
      const booking = this.withLapse(toBooking(row), now);
      if (booking.status === 'expired' && row.status !== 'expired') {
        await trx('ferry_bookings')
          .where({ order_code: orderCode })
          .update({ status: 'expired', updated_at: now });
      }
      const decision = decide(booking);
      if (decision === 'unchanged') return { ok: true, booking };
      if (typeof decision === 'string') {
        return {
          ok: false,
          error:
            booking.status === 'expired' && decision === 'invalidBookingState' ? 'bookingExpired' : decision,
          booking,
        };
      }
      const next = { ...booking, ...decision };
      await trx('ferry_bookings')
        .where({ order_code: orderCode })
        .update({
          status: next.status,
          updated_at: now,
          leader: next.leader ? JSON.stringify(next.leader) : null,
          legs: JSON.stringify(next.legs),
          tickets: JSON.stringify(next.tickets),
        });
      return { ok: true, booking: next };
    });
  }

  private withLapse(booking: StoredBooking, now: Date): StoredBooking {
    return HOLDING.includes(booking.status) && booking.expiresAt.getTime() <= now.getTime()
      ? { ...booking, status: 'expired' }
      : booking;
  }

  private whereTaking(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
    return query
      .where('b.status', 'confirmed')
      .orWhere((live) => live.whereIn('b.status', HOLDING).andWhere('b.expires_at', '>', now));
  }

  private async lockPlaces(trx: Knex.Transaction, places: Place[]): Promise<void> {
    if (places.length === 0) return;
    const sorted = [...places].sort((a, b) =>
      key(a.sailingId, a.resource).localeCompare(key(b.sailingId, b.resource)),
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

  private async capacities(trx: Knex.Transaction, places: Place[]): Promise<Map<string, number>> {
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
    return new Map(rows.map((row) => [key(row.sailing_id, row.resource), row.capacity]));
  }

  private async takenNow(trx: Knex.Transaction, places: Place[], now: Date): Promise<Map<string, number>> {
    const rows = (await trx('ferry_booking_places as p')
      .join('ferry_bookings as b', 'b.order_code', 'p.order_code')
      .whereIn(
        ['p.sailing_id', 'p.resource'],
        places.map((place) => [place.sailingId, place.resource]),
      )
      .where((active) => this.whereTaking(active, now))
      .groupBy('p.sailing_id', 'p.resource')
      .select('p.sailing_id', 'p.resource', trx.raw('sum(p.quantity)::int as taken'))) as Array<{
      sailing_id: string;
      resource: string;
      taken: number;
    }>;
    return new Map(rows.map((row) => [key(row.sailing_id, row.resource), row.taken]));
  }
}

function mergePlaces(places: Place[]): Place[] {
  const merged = new Map<string, Place>();
  for (const place of places) {
    const existing = merged.get(key(place.sailingId, place.resource));
    if (existing) existing.quantity += place.quantity;
    else merged.set(key(place.sailingId, place.resource), { ...place });
  }
  return [...merged.values()].filter((place) => place.quantity > 0);
}
