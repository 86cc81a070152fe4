import type { Cents } from '#domain/money/cents.ts';

/** Integer cents as the euros an ICU message formats as money (`{amount, number, ::currency/EUR}`). */
export function euros(amount: Cents): number {
  return amount / 100;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A sailing's date and time as printed on the ticket: the port's own clock, read from the ISO string as
 * written (its offset is the port's), never converted to the server's or the reader's zone. The Date's UTC
 * fields are that clock, for the messages' `portClock` format (UTC, 24 hours as on port boards).
 */
export function portClock(isoWithOffset: string): Date {
  const match = WALL_CLOCK.exec(isoWithOffset);
  if (!match) throw new RangeError(`Not an ISO 8601 date-time with an offset: ${isoWithOffset}`);
  return new Date(`${match[1]}:00Z`);
}
