import type { MailAttachment } from '../ports/mailer.ts';
import type { VoucherDocument, VoucherLeg } from '../ports/voucher-renderer.ts';
import { formatEuros, formatPortDateTime } from '../voucher/voucher-formatting.ts';
import { BOOKING_CONFIRMATION_TEXTS } from './booking-confirmation-texts.ts';
import type { EmailWords } from './email-words.ts';
import { sailingCalendar } from './sailing-calendar.ts';

/** One sailing of the booking in words: the route, who sails it, when, and the tickets on it. */
export interface SailingSummary {
  heading: string;
  operator: string;
  times: [label: string, value: string][];
  tickets: string[];
  /** The sailing's price lines, worded, with their amounts; then their sum. */
  charges: {
    heading: string;
    lines: [label: string, amount: string][];
    total: [label: string, amount: string];
  };
}

export interface BookingConfirmationEmail extends EmailWords {
  kind: 'bookingConfirmation';
  greeting: string;
  intro: string;
  reservation: { label: string; reference: string };
  sailings: SailingSummary[];
  ticketsLabel: string;
  total: { label: string; amount: string };
  atThePort: { heading: string; advice: string };
  manage: { label: string; url: string };
  /** The invoice asked for at checkout, its fields one per line; null when none was. */
  invoice: { heading: string; lines: string[] } | null;
  contact: { heading: string; lines: string[] };
  signOff: string;
}

function summarise(voucher: VoucherDocument, leg: VoucherLeg, index: number): SailingSummary {
  const text = BOOKING_CONFIRMATION_TEXTS[voucher.locale];
  const when = (iso: string) => `${formatPortDateTime(iso, voucher.locale)} (${text.localTime})`;
  return {
    heading: `${text.sailing} ${index + 1}: ${leg.from.name} → ${leg.to.name}`,
    operator: `${leg.companyName} (${leg.companyCode}), ${leg.vesselName}`,
    times: [
      [text.departure, when(leg.departureDatetime)],
      [text.arrival, when(leg.arrivalDatetime)],
    ],
    tickets: leg.passengers.map((passenger) => `${passenger.fullName}: ${passenger.ticketNumber}`),
    charges: {
      heading: text.charges,
      lines: leg.lines.map((line) => [line.description, formatEuros(line.price, voucher.locale)]),
      total: [text.sailingTotal, formatEuros(leg.total, voucher.locale)],
    },
  };
}

function invoiceLines(voucher: VoucherDocument): BookingConfirmationEmail['invoice'] {
  const { invoice } = voucher;
  if (!invoice) return null;
  const text = BOOKING_CONFIRMATION_TEXTS[voucher.locale].invoice;
  return {
    heading: text.heading,
    lines: [
      `${text.companyName}: ${invoice.companyName}`,
      `${text.vatNumber}: ${invoice.tax}`,
      `${text.taxOffice}: ${invoice.registry}`,
      `${text.activity}: ${invoice.activity}`,
      `${text.address}: ${invoice.address}`,
    ],
  };
}

function agencyLines(voucher: VoucherDocument): string[] {
  const { agency } = voucher;
  return [agency.companyName, agency.address, agency.phones.join(', '), agency.salesEmail].filter(
    (line) => line !== '',
  );
}

/** The plain-text part: the same words, one per line, the link spelled out. */
function plainText(email: Omit<BookingConfirmationEmail, 'text'>): string {
  return [
    email.greeting,
    '',
    email.intro,
    '',
    `${email.reservation.label}: ${email.reservation.reference}`,
    '',
    ...email.sailings.flatMap((sailing) => [
      sailing.heading,
      sailing.operator,
      ...sailing.times.map(([label, value]) => `${label}: ${value}`),
      `${email.ticketsLabel}:`,
      ...sailing.tickets.map((ticket) => `- ${ticket}`),
      `${sailing.charges.heading}:`,
      ...sailing.charges.lines.map(([label, amount]) => `- ${label}: ${amount}`),
      `${sailing.charges.total[0]}: ${sailing.charges.total[1]}`,
      '',
    ]),
    `${email.total.label}: ${email.total.amount}`,
    '',
    ...(email.invoice ? [email.invoice.heading, ...email.invoice.lines, ''] : []),
    email.atThePort.heading,
    email.atThePort.advice,
    '',
    `${email.manage.label}:`,
    email.manage.url,
    '',
    email.contact.heading,
    ...email.contact.lines,
    '',
    email.signOff,
    'Kyma',
  ].join('\n');
}

/**
 * The e-mail that goes with the voucher once the tickets are issued (spec §7 `emails/sendSuccessReservation`),
 * in the traveller's language: what was booked, what was paid and what to do at the port. The voucher PDF
 * and the calendar are attached by the caller.
 */
export function bookingConfirmationEmail(voucher: VoucherDocument): BookingConfirmationEmail {
  const text = BOOKING_CONFIRMATION_TEXTS[voucher.locale];
  const words = {
    kind: 'bookingConfirmation' as const,
    locale: voucher.locale,
    subject: text.subject(voucher.reference),
    greeting: text.greeting(voucher.leader.fullName),
    intro: text.intro,
    reservation: { label: text.reservationNumber, reference: voucher.reference },
    sailings: voucher.legs.map((leg, index) => summarise(voucher, leg, index)),
    ticketsLabel: text.tickets,
    total: {
      label:
        voucher.payer.kind === 'agency'
          ? text.paidThrough(voucher.payer.name ?? text.yourAgency)
          : text.totalPaid,
      amount: formatEuros(voucher.breakdown.finalPrice, voucher.locale),
    },
    atThePort: { heading: text.atThePort, advice: text.delivery[voucher.delivery] },
    manage: { label: text.manageBooking, url: voucher.manageUrl },
    invoice: invoiceLines(voucher),
    contact: { heading: text.contact, lines: agencyLines(voucher) },
    signOff: text.signOff,
  };
  return { ...words, text: plainText(words) };
}

/** The voucher PDF and the calendar of the sailings, named after the reservation, ready for `MailMessage`. */
export function bookingConfirmationAttachments(
  voucher: VoucherDocument,
  voucherPdf: Uint8Array,
): MailAttachment[] {
  return [
    { filename: `kyma-${voucher.reference}.pdf`, contentType: 'application/pdf', content: voucherPdf },
    {
      filename: `kyma-${voucher.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: sailingCalendar(voucher),
    },
  ];
}
