import { createEvents, type EventAttributes } from 'ics';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { VoucherDocument, VoucherLeg } from '../ports/voucher-renderer.ts';

interface CalendarText {
  ferry: string;
  reservationNumber: string;
  tickets: string;
  vessel: string;
  manageBooking: string;
}

const TEXTS: Record<LocaleCode, CalendarText> = {
  el: {
    ferry: 'Πλοίο',
    reservationNumber: 'Αριθμός κράτησης',
    tickets: 'Εισιτήρια',
    vessel: 'Πλοίο',
    manageBooking: 'Διαχείριση κράτησης',
  },
  en: {
    ferry: 'Ferry',
    reservationNumber: 'Reservation number',
    tickets: 'Tickets',
    vessel: 'Vessel',
    manageBooking: 'Manage your booking',
  },
  de: {
    ferry: 'Fähre',
    reservationNumber: 'Buchungsnummer',
    tickets: 'Tickets',
    vessel: 'Schiff',
    manageBooking: 'Buchung verwalten',
  },
  es: {
    ferry: 'Ferry',
    reservationNumber: 'Número de reserva',
    tickets: 'Billetes',
    vessel: 'Buque',
    manageBooking: 'Gestionar la reserva',
  },
  fr: {
    ferry: 'Ferry',
    reservationNumber: 'Numéro de réservation',
    tickets: 'Billets',
    vessel: 'Navire',
    manageBooking: 'Gérer la réservation',
  },
  it: {
    ferry: 'Traghetto',
    reservationNumber: 'Numero di prenotazione',
    tickets: 'Biglietti',
    vessel: 'Nave',
    manageBooking: 'Gestisci la prenotazione',
  },
  sq: {
    ferry: 'Traget',
    reservationNumber: 'Numri i rezervimit',
    tickets: 'Biletat',
    vessel: 'Anija',
    manageBooking: 'Menaxhoni rezervimin',
  },
};

/** The `ics` package writes DTSTAMP from this attribute (now, by default); its types leave it out. */
type StampedEvent = EventAttributes & { timestamp: number };

/** The calendar entry's UID: the same sailing of the same booking keeps it, so a resent file updates, not duplicates. */
const sailingUid = (reference: string, legIndex: number) => `${reference}-${legIndex}@kyma.travel`;

function sailingEvent(voucher: VoucherDocument, leg: VoucherLeg, index: number): StampedEvent {
  const text = TEXTS[voucher.locale];
  const tickets = leg.passengers.map((passenger) => `${passenger.ticketNumber} ${passenger.fullName}`);
  return {
    uid: sailingUid(voucher.reference, index),
    timestamp: Date.parse(voucher.issuedAt),
    // Instants in UTC: the ISO strings carry each port's offset, so a crossing between time zones is right.
    start: Date.parse(leg.departureDatetime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(leg.arrivalDatetime),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${text.ferry}: ${leg.from.name} → ${leg.to.name} (${leg.companyName})`,
    location: leg.from.name,
    description: [
      `${text.reservationNumber}: ${voucher.reference}`,
      `${text.vessel}: ${leg.vesselName} (${leg.companyCode})`,
      `${text.tickets}:`,
      ...tickets,
      '',
      `${text.manageBooking}: ${voucher.manageUrl}`,
    ].join('\n'),
    url: voucher.manageUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/** One iCalendar file with an event per sailing of the booking, in the traveller's language. */
export function sailingCalendar(voucher: VoucherDocument): string {
  const { error, value } = createEvents(
    voucher.legs.map((leg, index) => sailingEvent(voucher, leg, index)),
    { productId: 'kyma.travel', method: 'PUBLISH', calName: 'Kyma' },
  );
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}
