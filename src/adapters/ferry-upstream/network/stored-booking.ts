import type { Leader } from '#application/ports/ferry-booking-requests.ts';
import type { BookedLeg, BookingStatus, Ticket } from '#application/ports/upstream-booking.ts';
import type { Cents } from '#domain/money/cents.ts';

/** A booking held or sold by a simulated upstream, as the `ferry_bookings` table keeps it. */
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

export interface BookingRow {
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

/** Statuses whose places stay taken until the hold expires. */
export const HOLDING: BookingStatus[] = ['held', 'inserted'];

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function bookingOfRow(row: BookingRow): StoredBooking {
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

/** The columns a booking's state change writes. */
export function changedColumns(booking: StoredBooking, now: Date) {
  return {
    status: booking.status,
    updated_at: now,
    leader: booking.leader ? JSON.stringify(booking.leader) : null,
    legs: JSON.stringify(booking.legs),
    tickets: JSON.stringify(booking.tickets),
  };
}

/** A hold past its expiry reads as expired before any sweep has written so. */
export function withLapse(booking: StoredBooking, now: Date): StoredBooking {
  return HOLDING.includes(booking.status) && booking.expiresAt.getTime() <= now.getTime()
    ? { ...booking, status: 'expired' }
    : booking;
}
