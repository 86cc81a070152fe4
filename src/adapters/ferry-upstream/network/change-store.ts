import type { Knex } from 'knex';
import type { ChangeQuote, ChangeStatus } from '#application/ports/ferry-changes.ts';
import type { BookedLeg, Ticket } from '#application/ports/upstream-booking.ts';
import { firstShort, lockPlaces, mergePlaces, type Place } from './sailing-places.ts';
import { type BookingRow, bookingOfRow, type StoredBooking } from './stored-booking.ts';

/** A change as the `ferry_booking_changes` table keeps it. */
export interface StoredChange {
  changeCode: string;
  orderCode: string;
  agentName: string;
  status: ChangeStatus;
  expiresAt: Date;
  quote: ChangeQuote;
  baseLeg: BookedLeg;
  releasesSailing: string | null;
  voidedTickets: Ticket[];
}

interface ChangeRow {
  change_code: string;
  order_code: string;
  agent_name: string;
  status: 'held' | 'confirmed' | 'released';
  expires_at: Date | string;
  quote: ChangeQuote | string;
  base_leg: BookedLeg | string;
  releases_sailing: string | null;
  voided_tickets: Ticket[] | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A held change past its expiry reads as expired, as a lapsed hold does. */
function changeOfRow(row: ChangeRow, now: Date): StoredChange {
  const expiresAt = new Date(row.expires_at);
  return {
    changeCode: row.change_code,
    orderCode: row.order_code,
    agentName: row.agent_name,
    status: row.status === 'held' && expiresAt.getTime() <= now.getTime() ? 'expired' : row.status,
    expiresAt,
    quote: json(row.quote),
    baseLeg: json(row.base_leg),
    releasesSailing: row.releases_sailing,
    voidedTickets: json(row.voided_tickets),
  };
}

export type ChangeHoldOutcome =
  | { ok: true; change: StoredChange }
  | { ok: false; sailingId: string; resource: string; available: number };

export type ChangeTransition =
  | { ok: true; change: StoredChange; booking: StoredBooking }
  | { ok: false; error: 'bookingNotFound' | 'bookingExpired' | 'invalidBookingState'; change?: StoredChange };

export interface ChangeToHold {
  changeCode: string;
  booking: StoredBooking;
  quote: ChangeQuote;
  places: Place[];
  releasesSailing: string | null;
  holdMs: number;
}

/**
 * Changes to sold bookings as database state. A change's new places are held as a booking of their own under
 * the change code, so they count against the sailing like any hold and lapse with it; confirming moves them
 * to the booking, gives back the old sailing's and reissues the leg's tickets in one transaction.
 */
export class ChangeStore {
  private readonly knex: Knex;
  private readonly now: () => Date;

  constructor(deps: { knex: Knex; now: () => Date }) {
    this.knex = deps.knex;
    this.now = deps.now;
  }

  /** Holds every place the change needs or none; the change is written only when all fit. */
  async hold(change: ChangeToHold): Promise<ChangeHoldOutcome> {
    const merged = mergePlaces(change.places);
    return this.knex.transaction(async (trx) => {
      await lockPlaces(trx, merged);
      const now = this.now();
      const short = await firstShort(trx, merged, now);
      if (short) return { ok: false, ...short };
      const expiresAt = new Date(now.getTime() + change.holdMs);
      const base = { created_at: now, updated_at: now, expires_at: expiresAt };
      await trx('ferry_bookings').insert({
        ...base,
        order_code: change.changeCode,
        agent_name: change.booking.agentName,
        status: 'held',
        total: 0,
        legs: JSON.stringify([change.quote.leg]),
        tickets: '[]',
      });
      if (merged.length > 0)
        await trx('ferry_booking_places').insert(
          merged.map((place) => ({
            order_code: change.changeCode,
            sailing_id: place.sailingId,
            resource: place.resource,
            quantity: place.quantity,
          })),
        );
      const row: ChangeRow = {
        change_code: change.changeCode,
        order_code: change.booking.orderCode,
        agent_name: change.booking.agentName,
        status: 'held',
        expires_at: expiresAt,
        quote: JSON.stringify(change.quote),
        base_leg: JSON.stringify(change.booking.legs[change.quote.legIndex]),
        releases_sailing: change.releasesSailing,
        voided_tickets: '[]',
      };
      await trx('ferry_booking_changes').insert({ ...row, created_at: now, updated_at: now });
      return { ok: true, change: changeOfRow(row, now) };
    });
  }

  async find(changeCode: string): Promise<StoredChange | undefined> {
    const row = (await this.knex('ferry_booking_changes').where({ change_code: changeCode }).first()) as
      | ChangeRow
      | undefined;
    return row ? changeOfRow(row, this.now()) : undefined;
  }

  /**
   * Applies a held change to its booking. Repeating it answers the change as it was applied; a change
   * quoted on a leg that has changed since (another change won) is refused, so two never both apply.
   */
  confirm(changeCode: string, tickets: (booking: StoredBooking) => Ticket[]): Promise<ChangeTransition> {
    return this.knex.transaction(async (trx) => {
      const found = await lockedChange(trx, changeCode, this.now());
      if (!found) return { ok: false, error: 'bookingNotFound' };
      const { change, booking } = found;
      if (change.status === 'confirmed') return { ok: true, change, booking };
      if (change.status !== 'held') return refused(change);
      const leg = change.quote.legIndex;
      if (
        booking.status !== 'confirmed' ||
        JSON.stringify(booking.legs[leg]) !== JSON.stringify(change.baseLeg)
      )
        return { ok: false, error: 'invalidBookingState', change };
      await movePlaces(trx, change);
      const legs = booking.legs.map((old, index) => (index === leg ? change.quote.leg : old));
      const reissued = tickets({ ...booking, legs }).filter((ticket) => ticket.legIndex === leg);
      const voidedTickets = booking.tickets.filter((ticket) => ticket.legIndex === leg);
      const next: StoredBooking = {
        ...booking,
        legs,
        total: legs.reduce((sum, each) => sum + each.pricing.tripTotal, 0),
        tickets: [...booking.tickets.filter((ticket) => ticket.legIndex !== leg), ...reissued].sort(
          (a, b) => a.legIndex - b.legIndex || a.passengerIndex - b.passengerIndex,
        ),
      };
      const now = this.now();
      await trx('ferry_bookings')
        .where({ order_code: booking.orderCode })
        .update({
          updated_at: now,
          total: next.total,
          legs: JSON.stringify(next.legs),
          tickets: JSON.stringify(next.tickets),
        });
      await trx('ferry_booking_changes')
        .where({ change_code: changeCode })
        .update({ status: 'confirmed', updated_at: now, voided_tickets: JSON.stringify(voidedTickets) });
      return { ok: true, change: { ...change, status: 'confirmed', voidedTickets }, booking: next };
    });
  }

  /** Gives a held change's places back. Repeating it, or releasing a lapsed change, is harmless. */
  release(changeCode: string): Promise<ChangeTransition> {
    return this.knex.transaction(async (trx) => {
      const found = await lockedChange(trx, changeCode, this.now());
      if (!found) return { ok: false, error: 'bookingNotFound' };
      const { change, booking } = found;
      if (change.status === 'confirmed') return { ok: false, error: 'invalidBookingState', change };
      await trx('ferry_bookings').where({ order_code: changeCode }).delete();
      if (change.status === 'released' || change.status === 'expired') return { ok: true, change, booking };
      await trx('ferry_booking_changes')
        .where({ change_code: changeCode })
        .update({ status: 'released', updated_at: this.now() });
      return { ok: true, change: { ...change, status: 'released' }, booking };
    });
  }
}

const refused = (change: StoredChange): ChangeTransition => ({
  ok: false,
  error: change.status === 'expired' ? 'bookingExpired' : 'invalidBookingState',
  change,
});

/** The change and its booking, both rows locked (the booking first, as every booking transition does). */
async function lockedChange(
  trx: Knex.Transaction,
  changeCode: string,
  now: Date,
): Promise<{ change: StoredChange; booking: StoredBooking } | undefined> {
  const orderCode = (await trx('ferry_booking_changes')
    .where({ change_code: changeCode })
    .first('order_code')) as { order_code: string } | undefined;
  if (!orderCode) return undefined;
  const bookingRow = (await trx('ferry_bookings')
    .where({ order_code: orderCode.order_code })
    .forUpdate()
    .first()) as BookingRow;
  const row = (await trx('ferry_booking_changes')
    .where({ change_code: changeCode })
    .forUpdate()
    .first()) as ChangeRow;
  return { change: changeOfRow(row, now), booking: bookingOfRow(bookingRow) };
}

/** The change's held places become the booking's; the sailing it leaves gives its places back. */
async function movePlaces(trx: Knex.Transaction, change: StoredChange): Promise<void> {
  const codes = [change.orderCode, change.changeCode];
  const places = (await trx('ferry_booking_places')
    .whereIn('order_code', codes)
    .select('sailing_id', 'resource')) as Array<{ sailing_id: string; resource: string }>;
  await lockPlaces(
    trx,
    mergePlaces(
      places.map((place) => ({
        sailingId: place.sailing_id,
        resource: place.resource,
        quantity: 1,
        capacity: 0,
      })),
    ),
  );
  if (change.releasesSailing)
    await trx('ferry_booking_places')
      .where({ order_code: change.orderCode, sailing_id: change.releasesSailing })
      .delete();
  const held = (await trx('ferry_booking_places').where({ order_code: change.changeCode })) as Array<{
    sailing_id: string;
    resource: string;
    quantity: number;
  }>;
  if (held.length > 0)
    await trx('ferry_booking_places')
      .insert(held.map((place) => ({ ...place, order_code: change.orderCode })))
      .onConflict(['order_code', 'sailing_id', 'resource'])
      .merge({ quantity: trx.raw('ferry_booking_places.quantity + excluded.quantity') });
  await trx('ferry_bookings').where({ order_code: change.changeCode }).delete();
}
