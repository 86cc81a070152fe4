import type { MailAttachment } from '../ports/mailer.ts';
import type { VoucherDocument, VoucherLeg } from '../ports/voucher-renderer.ts';
import { formatEuros, formatPortDateTime } from '../voucher/voucher-formatting.ts';
import { BOOKING_CONFIRMATION_TEXTS, type BookingConfirmationText } from './booking-confirmation-texts.ts';
import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './link-email.ts';
import { sailingCalendar } from './sailing-calendar.ts';

interface SailingSummary {
  heading: string;
  operator: string;
  times: [label: string, value: string][];
  tickets: string[];
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
  };
}

function agencyLines(voucher: VoucherDocument): string[] {
  const { agency } = voucher;
  return [agency.companyName, agency.address, agency.phones.join(', '), agency.salesEmail].filter(
    (line) => line !== '',
  );
}

function plainText(voucher: VoucherDocument, text: BookingConfirmationText, sailings: SailingSummary[]) {
  return [
    text.greeting(voucher.leader.fullName),
    '',
    text.intro,
    '',
    `${text.reservationNumber}: ${voucher.reference}`,
    '',
    ...sailings.flatMap((sailing) => [
      sailing.heading,
      sailing.operator,
      ...sailing.times.map(([label, value]) => `${label}: ${value}`),
      `${text.tickets}:`,
      ...sailing.tickets.map((ticket) => `- ${ticket}`),
      '',
    ]),
    `${text.totalPaid}: ${formatEuros(voucher.breakdown.finalPrice, voucher.locale)}`,
    '',
    text.atThePort,
    text.delivery[voucher.delivery],
    '',
    `${text.manageBooking}:`,
    voucher.manageUrl,
    '',
    text.contact,
    ...agencyLines(voucher),
    '',
    text.signOff,
    'Kyma',
  ].join('\n');
}

const STYLE = {
  body: 'font-family:Arial,Helvetica,sans-serif;color:#1d2733;max-width:600px;line-height:1.5',
  reference: 'font-size:20px;font-weight:bold;color:#0b4f6c;margin:0',
  sailing: 'border-left:4px solid #1c9cc0;padding:4px 12px;margin:16px 0',
  total: 'font-size:18px;font-weight:bold;color:#0b4f6c',
} as const;

function html(voucher: VoucherDocument, text: BookingConfirmationText, sailings: SailingSummary[]) {
  const e = escapeHtml;
  const lines = (values: string[]) => values.map(e).join('<br>');
  return [
    `<div style="${STYLE.body}">`,
    `<p>${e(text.greeting(voucher.leader.fullName))}</p>`,
    `<p>${e(text.intro)}</p>`,
    `<p>${e(text.reservationNumber)}</p>`,
    `<p style="${STYLE.reference}">${e(voucher.reference)}</p>`,
    ...sailings.map((sailing) =>
      [
        `<div style="${STYLE.sailing}">`,
        `<p><strong>${e(sailing.heading)}</strong><br>${e(sailing.operator)}</p>`,
        `<p>${sailing.times.map(([label, value]) => `${e(label)}: <strong>${e(value)}</strong>`).join('<br>')}</p>`,
        `<p>${e(text.tickets)}:<br>${lines(sailing.tickets)}</p>`,
        '</div>',
      ].join('\n'),
    ),
    `<p>${e(text.totalPaid)}: <span style="${STYLE.total}">${e(formatEuros(voucher.breakdown.finalPrice, voucher.locale))}</span></p>`,
    `<h3>${e(text.atThePort)}</h3>`,
    `<p>${e(text.delivery[voucher.delivery])}</p>`,
    `<p><a href="${e(voucher.manageUrl)}">${e(text.manageBooking)}</a></p>`,
    `<p>${e(text.contact)}<br>${lines(agencyLines(voucher))}</p>`,
    `<p>${e(text.signOff)}<br>Kyma</p>`,
    '</div>',
  ].join('\n');
}

/**
 * The e-mail that goes with the voucher once the tickets are issued (spec §7 `emails/sendSuccessReservation`),
 * in the traveller's language: what was booked, what was paid and what to do at the port. The voucher PDF
 * and the calendar are attached by the caller.
 */
export function renderBookingConfirmationEmail(voucher: VoucherDocument): RenderedEmail {
  const text = BOOKING_CONFIRMATION_TEXTS[voucher.locale];
  const sailings = voucher.legs.map((leg, index) => summarise(voucher, leg, index));
  return {
    subject: text.subject(voucher.reference),
    text: plainText(voucher, text, sailings),
    html: html(voucher, text, sailings),
  };
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
