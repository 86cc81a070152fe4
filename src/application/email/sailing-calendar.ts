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
 * update), so the minutes since 2026 grow with every version and fit the 32-bit integer clients read.
 */
const calendarSequence = (issuedAt: string) =>
  Math.max(0, Math.floor((Date.parse(issuedAt) - SEQUENCE_EPOCH) / 60_000));

function sailingEvent(
  voucher: VoucherDocument,
  leg: VoucherLeg,
  index: number,
  words: FormatMessage,
): StampedEvent {
  const tickets = leg.passengers.map((passenger) => `${passenger.ticketNumber} ${passenger.fullName}`);
  return {
    uid: sailingUid(voucher.reference, index),
    sequence: calendarSequence(voucher.issuedAt),
    timestamp: Date.parse(voucher.issuedAt),
    // Instants in UTC: the ISO strings carry each port's offset, so a crossing between time zones is right.
    start: Date.parse(leg.departureDatetime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(leg.arrivalDatetime),
    endInputType: 'utc',
    endOutputType: 'utc',
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
  const { error, value } = createEvents(
    voucher.legs.map((leg, index) => sailingEvent(voucher, leg, index, words)),
    { productId: 'kyma.travel', method: 'PUBLISH', calName: 'Kyma' },
  );
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}
