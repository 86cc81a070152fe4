import type { Knex } from 'knex';
import type { Leader } from '#application/ports/ferry-booking-requests.ts';
import type { BookedLeg, Ticket } from '#application/ports/upstream-booking.ts';
import {
  firstShort,
  lockPlaces,
  lockPlacesOf,
  mergePlaces,
  type Place,
  placeKey,
  whereTaking,
} from './sailing-places.ts';
import {
  type BookingRow,
  bookingOfRow,
  changedColumns,
  HOLDING,
  type StoredBooking,
  withLapse,
} from './stored-booking.ts';

export type HoldOutcome =
  | { ok: true }
  | { ok: false; sailingId: string; resource: string; available: number };
export type TransitionError = 'bookingNotFound' | 'bookingExpired' | 'invalidBookingState';
export type Transition =
  | { ok: true; booking: StoredBooking }
  | { ok: false; error: TransitionError; booking?: StoredBooking };

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
          .where((active) => whereTaking(active, now))
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
    for (const row of rows) left.set(placeKey(row.sailing_id, row.resource), row.capacity - (row.taken ?? 0));
    return left;
  }

  static lookup(left: Map<string, number>, sailingId: string, resource: string, capacity: number): number {
    return left.get(placeKey(sailingId, resource)) ?? capacity;
  }

  /** Takes every place or none; the booking row is written only when all fit. */
  async hold(
    booking: Omit<StoredBooking, 'createdAt' | 'status' | 'tickets'> & { holdMs: number },
    places: Place[],
  ): Promise<HoldOutcome & { booking?: StoredBooking }> {
    const merged = mergePlaces(places);
    return this.knex.transaction(async (trx) => {
      await lockPlaces(trx, merged);
      const now = this.now();
      const short = await firstShort(trx, merged, now);
      if (short) return { ok: false, ...short };
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
    return row ? withLapse(bookingOfRow(row), this.now()) : undefined;
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

  /**
   * Cancels one leg of a sale (issue #25): the leg is marked cancelled and its places on `sailingIds` go
   * back on sale; cancelling the last valid leg cancels the booking. Repeating it is harmless.
   */
  cancelLeg(orderCode: string, legIndex: number, sailingIds: string[]): Promise<Transition> {
    const at = this.now().toISOString();
    return this.transition(
      orderCode,
      false,
      (booking) => {
        if (booking.legs[legIndex]?.cancelledAt) return 'unchanged';
        if (booking.status !== 'confirmed') return 'invalidBookingState';
        const legs = booking.legs.map((leg, index) =>
          index === legIndex ? { ...leg, cancelledAt: at } : leg,
        );
        return { legs, status: legs.every((leg) => leg.cancelledAt) ? 'cancelled' : 'confirmed' };
      },
      (trx) =>
        trx('ferry_booking_places').where({ order_code: orderCode }).whereIn('sailing_id', sailingIds).del(),
    );
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
    locksPlaces: boolean,
    decide: (
      booking: StoredBooking,
    ) =>
      | TransitionError
      | 'unchanged'
      | Partial<Pick<StoredBooking, 'status' | 'leader' | 'legs' | 'tickets'>>,
    /** What else the change writes in its transaction (places given back). */
    alsoWrite?: (trx: Knex.Transaction) => Promise<unknown>,
  ): Promise<Transition> {
    return this.knex.transaction(async (trx) => {
      const row = (await trx('ferry_bookings').where({ order_code: orderCode }).forUpdate().first()) as
        | BookingRow
        | undefined;
      if (!row) return { ok: false, error: 'bookingNotFound' };
      if (locksPlaces) await lockPlacesOf(trx, orderCode);
      const now = this.now();
      const booking = withLapse(bookingOfRow(row), now);
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
      await trx('ferry_bookings').where({ order_code: orderCode }).update(changedColumns(next, now));
      await alsoWrite?.(trx);
      return { ok: true, booking: next };
    });
  }
}
