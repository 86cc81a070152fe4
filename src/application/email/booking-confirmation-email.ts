import { sailingTimeZones } from '#domain/trips/sailing-time-zones.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import type { MailAttachment } from '../ports/mailer.ts';
import type { VoucherDocument, VoucherLeg } from '../ports/voucher-renderer.ts';
import { afterSaleLines, euros, orderPriceLines, portClock } from '../voucher/voucher-formatting.ts';
import type { EmailWords } from './email-words.ts';
import { sailingCalendar } from './sailing-calendar.ts';

/** One sailing of the booking in words: the route, who sails it, when, and the tickets on it. */
export interface SailingSummary {
  heading: string;
  operator: string;
  times: [label: string, value: string][];
  tickets: string[];
  /** Each passenger's assistance request, one line each, as forwarded to the company (decision 0086). */
  assistance: string[];
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
  /** The order's own lines after the sailings' (coupon, courier, fees), as the voucher prints them. */
  priceLines: [label: string, amount: string][];
  total: { label: string; amount: string };
  /** What was paid and given back since the sale, from the order's ledger (decision 0112); empty before. */
  afterSale: [label: string, amount: string][];
  atThePort: { heading: string; advice: string };
  manage: { label: string; url: string };
  /** The invoice asked for at checkout, its fields one per line; null when none was. */
  invoice: { heading: string; lines: string[] } | null;
  contact: { heading: string; lines: string[] };
  signOff: string;
}

function summarise(leg: VoucherLeg, index: number, words: FormatMessage): SailingSummary {
  // Each time is the port's own; where the two ports keep different clocks, each also says its zone.
  const zones = sailingTimeZones(leg.departureDatetime, leg.arrivalDatetime);
  const when = (iso: string, zone: string | undefined) =>
    zone === undefined
      ? words('confirmationEmail_portTime', { when: portClock(iso) })
      : words('confirmationEmail_portTimeInZone', { when: portClock(iso), zone });
  const amount = (cents: number) => words('email_amount', { amount: euros(cents) });
  return {
    heading: words('confirmationEmail_sailingHeading', {
      number: index + 1,
      from: leg.from.name,
      to: leg.to.name,
    }),
    operator: `${leg.companyName} (${leg.companyCode}), ${leg.vesselName}`,
    times: [
      [words('confirmationEmail_departure'), when(leg.departureDatetime, zones?.departure)],
      [words('confirmationEmail_arrival'), when(leg.arrivalDatetime, zones?.arrival)],
    ],
    tickets: leg.passengers.map((passenger) => `${passenger.fullName}: ${passenger.ticketNumber}`),
    assistance: leg.passengers
      .filter((passenger) => passenger.assistance)
      .map(({ fullName, assistance }) =>
        words('confirmationEmail_assistance', { name: fullName, needs: assistance }),
      ),
    charges: {
      heading: words('confirmationEmail_charges'),
      lines: leg.lines.map((line) => [line.description, amount(line.price)]),
      total: [words('confirmationEmail_sailingTotal'), amount(leg.total)],
    },
  };
}

/** The invoice's fields, each `confirmationEmail_invoice_<field>`, in the order the form asks them. */
const INVOICE_FIELDS = [
  ['companyName', 'companyName'],
  ['vatNumber', 'tax'],
  ['taxOffice', 'registry'],
  ['activity', 'activity'],
  ['address', 'address'],
] as const;

function invoiceLines(voucher: VoucherDocument, words: FormatMessage): BookingConfirmationEmail['invoice'] {
  const { invoice } = voucher;
  if (!invoice) return null;
  return {
    heading: words('confirmationEmail_invoice_heading'),
    lines: INVOICE_FIELDS.map(
      ([label, field]) => `${words(`confirmationEmail_invoice_${label}`)}: ${invoice[field]}`,
    ),
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
      ...sailing.assistance,
      `${sailing.charges.heading}:`,
      ...sailing.charges.lines.map(([label, amount]) => `- ${label}: ${amount}`),
      `${sailing.charges.total[0]}: ${sailing.charges.total[1]}`,
      '',
    ]),
    ...email.priceLines.map(([label, amount]) => `${label}: ${amount}`),
    `${email.total.label}: ${email.total.amount}`,
    ...email.afterSale.map(([label, amount]) => `${label}: ${amount}`),
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

/** A passenger's name as booked and as corrected (the same when another of their details was corrected). */
interface CorrectedName {
  was: string;
  now: string;
}

/**
 * Why the voucher is sent: the tickets were issued (`confirmed`), or the booking changed and its new voucher
 * replaces the earlier one (`changedSailing`: the sailing, counted from 1, whose change this voucher follows,
 * decision 0068; `corrected`: the passenger's name before and after a correction, decision 0111).
 */
export type VoucherOccasion = 'confirmed' | { changedSailing: number; corrected?: CorrectedName };

/** The change's first line: a correction names the passenger as they were and as they are now. */
function changeIntro(occasion: Exclude<VoucherOccasion, 'confirmed'>, words: FormatMessage): string {
  const sailing = occasion.changedSailing;
  if (!occasion.corrected) return words('changeEmail_intro', { sailing });
  const { was, now } = occasion.corrected;
  return words('changeEmail_introCorrected', { sailing, was, now, renamed: was === now ? 'no' : 'yes' });
}

/** The subject and first line for the occasion: "confirmed" or "changed" (`changeEmail_*`). */
function occasionWords(occasion: VoucherOccasion, words: FormatMessage, reference: string) {
  if (occasion === 'confirmed') {
    return {
      subject: words('confirmationEmail_subject', { reference }),
      intro: words('confirmationEmail_intro'),
    };
  }
  return { subject: words('changeEmail_subject', { reference }), intro: changeIntro(occasion, words) };
}

/**
 * The e-mail that goes with the voucher once the tickets are issued (spec §7 `emails/sendSuccessReservation`),
 * in the traveller's language (`confirmationEmail_*` messages): what was booked, what was paid and what to do at the port. The voucher PDF
 * and the calendar are attached by the caller. A changed booking's says so instead of "confirmed".
 */
export function bookingConfirmationEmail(
  voucher: VoucherDocument,
  words: FormatMessage,
  occasion: VoucherOccasion = 'confirmed',
): BookingConfirmationEmail {
  const { payer } = voucher;
  const content = {
    kind: 'bookingConfirmation' as const,
    locale: voucher.locale,
    ...occasionWords(occasion, words, voucher.reference),
    greeting: words('confirmationEmail_greeting', { name: voucher.leader.fullName }),
    reservation: { label: words('confirmationEmail_reservationNumber'), reference: voucher.reference },
    sailings: voucher.legs.map((leg, index) => summarise(leg, index, words)),
    ticketsLabel: words('confirmationEmail_tickets'),
    priceLines: orderPriceLines(voucher.breakdown, words),
    total: {
      label:
        payer.kind === 'agency'
          ? words('confirmationEmail_paidThrough', {
              agency: payer.name ?? words('confirmationEmail_yourAgency'),
            })
          : words('confirmationEmail_totalPaid'),
      amount: words('email_amount', { amount: euros(voucher.breakdown.finalPrice) }),
    },
    afterSale: afterSaleLines(voucher.afterSale, words),
    atThePort: {
      heading: words('confirmationEmail_atThePort'),
      advice: words(`confirmationEmail_delivery_${voucher.delivery}`),
    },
    manage: { label: words('email_manageBooking'), url: voucher.manageUrl },
    invoice: invoiceLines(voucher, words),
    contact: { heading: words('confirmationEmail_contact'), lines: agencyLines(voucher) },
    signOff: words('confirmationEmail_signOff'),
  };
  return { ...content, text: plainText(content) };
}

/** The voucher PDF and the calendar of the sailings, named after the reservation, ready for `MailMessage`. */
export function bookingConfirmationAttachments(
  voucher: VoucherDocument,
  voucherPdf: Uint8Array,
  words: FormatMessage,
): MailAttachment[] {
  return [
    { filename: `kyma-${voucher.reference}.pdf`, contentType: 'application/pdf', content: voucherPdf },
    {
      filename: `kyma-${voucher.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: sailingCalendar(voucher, words),
    },
  ];
}
