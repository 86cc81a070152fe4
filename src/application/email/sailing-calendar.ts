import { createEvents, type EventAttributes } from 'ics';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import type { VoucherDocument, VoucherLeg } from '../ports/voucher-renderer.ts';

/** The `ics` package writes DTSTAMP from this attribute (now, by default); its types leave it out. */
type StampedEvent = EventAttributes & { timestamp: number };

/** The calendar entry's UID: the same sailing of the same booking keeps it, so a resent file updates, not duplicates. */
const sailingUid = (reference: string, legIndex: number) => `${reference}-${legIndex}@kyma.travel`;

const SEQUENCE_EPOCH = Date.parse('2026-01-01T00:00:00Z');

/**
 * RFC 5545's SEQUENCE: a calendar replaces an event it holds only by one with the same UID and a higher
 * sequence. The voucher is issued again at each change of the booking (`issuedAt`, the order's last
 * update), so the seconds since 2026 grow with every version, even two changes within one minute, and fit
 * the 32-bit integer clients read until 2094.
 */
const calendarSequence = (issuedAt: string) =>
  Math.max(0, Math.floor((Date.parse(issuedAt) - SEQUENCE_EPOCH) / 1_000));

/** The sailing's times as instants in UTC: the ISO strings carry each port's offset, so a crossing between time zones is right. */
function sailingTimes(sailing: { departureDatetime: string; arrivalDatetime: string }) {
  return {
    start: Date.parse(sailing.departureDatetime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(sailing.arrivalDatetime),
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
}

function writeCalendar(events: StampedEvent[], method: 'PUBLISH' | 'CANCEL'): string {
  const { error, value } = createEvents(events, { productId: 'kyma.travel', method, calName: 'Kyma' });
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}

function sailingEvent(voucher: VoucherDocument, leg: VoucherLeg, words: FormatMessage): StampedEvent {
  const tickets = leg.passengers.map((passenger) => `${passenger.ticketNumber} ${passenger.fullName}`);
  return {
    uid: sailingUid(voucher.reference, leg.legIndex),
    sequence: calendarSequence(voucher.issuedAt),
    timestamp: Date.parse(voucher.issuedAt),
    ...sailingTimes(leg),
    title: words('sailingCalendar_title', { from: leg.from.name, to: leg.to.name, company: leg.companyName }),
    location: leg.from.name,
    description: [
      `${words('sailingCalendar_reservationNumber')}: ${voucher.reference}`,
      `${words('sailingCalendar_vessel')}: ${leg.vesselName} (${leg.companyCode})`,
      `${words('sailingCalendar_tickets')}:`,
      ...tickets,
      '',
      `${words('sailingCalendar_manageBooking')}: ${voucher.manageUrl}`,
    ].join('\n'),
    url: voucher.manageUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/** One iCalendar file with an event per sailing of the booking, in the traveller's language (`sailingCalendar_*`). */
export function sailingCalendar(voucher: VoucherDocument, words: FormatMessage): string {
  return writeCalendar(
    voucher.legs.map((leg) => sailingEvent(voucher, leg, words)),
    'PUBLISH',
  );
}

/** A sailing cancelled alone: what its calendar entry showed, and the order's index that named it. */
export interface CancelledSailing {
  legIndex: number;
  from: string;
  to: string;
  companyName: string;
  departureDatetime: string;
  arrivalDatetime: string;
}

/** The booking a cancelling file speaks for: its entries' UIDs, the organizer, the lead traveller. */
export interface CancellingBooking {
  reference: string;
  /** The instant of the cancellation (the order's last update): the file's stamp and sequence. */
  issuedAt: string;
  manageUrl: string;
  /** Kyma's address as the entries' organizer. */
  organizerEmail: string;
  leader: { fullName: string; email: string };
}

/**
 * The file that takes cancelled sailings out of the traveller's calendar (RFC 5546 `METHOD:CANCEL`): each
 * entry's own UID, `STATUS:CANCELLED`, and a SEQUENCE above that of every file sent before it, a voucher
 * issued at the same instant included. Kyma is the organizer, the lead traveller the attendee, as calendars
 * expect of a cancellation.
 */
export function cancelledSailingsCalendar(
  booking: CancellingBooking,
  sailings: readonly CancelledSailing[],
  words: FormatMessage,
): string {
  return writeCalendar(
    sailings.map(({ from, to, companyName: company, ...sailing }) => ({
      uid: sailingUid(booking.reference, sailing.legIndex),
      sequence: calendarSequence(booking.issuedAt) + 1,
      timestamp: Date.parse(booking.issuedAt),
      ...sailingTimes(sailing),
      title: words('sailingCalendar_cancelledTitle', { from, to, company }),
      location: from,
      url: booking.manageUrl,
      status: 'CANCELLED',
      organizer: { name: 'Kyma', email: booking.organizerEmail },
      attendees: [{ name: booking.leader.fullName, email: booking.leader.email }],
    })),
    'CANCEL',
  );
}
