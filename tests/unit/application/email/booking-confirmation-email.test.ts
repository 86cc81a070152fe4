import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import {
  bookingConfirmationAttachments,
  bookingConfirmationEmail,
} from '#application/email/booking-confirmation-email.ts';
import type { VoucherDocument } from '#application/ports/voucher-renderer.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { aVoucher, aVoucherLeg, aVoucherPassenger } from '../../../support/voucher-builder.ts';

const renderBookingConfirmationEmail = (voucher: VoucherDocument) =>
  new ReactEmailRenderer().render(bookingConfirmationEmail(voucher, messageWords(voucher.locale)));
const hostile = '<script>alert("x")</script> & Co';
const euros = (iso: string, cents: number) =>
  new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' }).format(cents / 100);

const voucher = aVoucher({
  locale: 'en',
  leader: { fullName: hostile, email: 'lead@example.com', mobile: '+30 690 000 0000' },
  legs: [
    aVoucherLeg({
      passengers: [
        aVoucherPassenger({ fullName: hostile, ticketNumber: 'BSF-1001' }),
        aVoucherPassenger({ fullName: 'Anna Smith', ticketNumber: 'BSF-1002' }),
      ],
    }),
    aVoucherLeg({
      from: { code: 'ANC', name: 'Ancona' },
      to: { code: 'IGO', name: 'Igoumenitsa' },
      departureDatetime: '2026-07-20T13:30:00+02:00',
      arrivalDatetime: '2026-07-21T07:30:00+03:00',
      passengers: [aVoucherPassenger({ ticketNumber: 'MIN-2001' })],
    }),
  ],
  delivery: 'eTicket',
  discount: { kind: 'fixed', amount: 500 },
});

describe('the booking confirmation e-mail', () => {
  it('names the reservation in the subject', () => {
    expect(renderBookingConfirmationEmail(voucher).subject).toBe('Your ferry booking KY7Q2M9X is confirmed');
  });

  it('escapes the traveller’s words in the HTML and keeps them as typed in the plain text', () => {
    const email = renderBookingConfirmationEmail(voucher);

    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain(`Hello ${hostile},`);
    expect(email.text).toContain(`${hostile}: BSF-1001`);
  });

  it('sums up every sailing with its port-local times and tickets, and the total paid', () => {
    const email = renderBookingConfirmationEmail(voucher);
    const total = euros('en-US', voucher.breakdown.finalPrice);

    expect(email.text).toContain('Departure: Tue, Jul 14, 2026, 07:25 (local time at the port)');
    expect(email.text).toContain('Sailing 2: Ancona → Igoumenitsa');
    // Italy is an hour behind Greece: each time of that sailing says its zone.
    expect(email.text).toContain('Departure: Mon, Jul 20, 2026, 13:30 (local time at the port, UTC+2)');
    expect(email.text).toContain('Arrival: Tue, Jul 21, 2026, 07:30 (local time at the port, UTC+3)');
    expect(email.text).toContain('- Anna Smith: BSF-1002');
    expect(email.text).toContain(`Total paid: ${total}`);
    expect(email.html).toContain(total);
    expect(email.html).toContain('MIN-2001');
  });

  it('prints the coupon and the courier between the sailings and the total, so its lines add up to it', () => {
    const couriered = aVoucher({
      ...voucher,
      legs: voucher.legs,
      delivery: 'courier',
      discount: { kind: 'fixed', amount: 500 },
    });
    const { breakdown } = couriered;
    expect(breakdown.shippingCost).toBeGreaterThan(0);
    const text = renderBookingConfirmationEmail(couriered).text;
    const amount = (cents: number) => euros('en-US', cents);
    const subtotal = text.indexOf(`Subtotal: ${amount(breakdown.subtotal)}`);
    const discount = text.indexOf(`Discount: −${amount(breakdown.discount)}`);
    const courier = text.indexOf(`Courier delivery: ${amount(breakdown.shippingCost)}`);
    const total = text.indexOf(`Total paid: ${amount(breakdown.finalPrice)}`);
    expect([subtotal, discount, courier].every((at) => at > text.indexOf('Sailing 2'))).toBe(true);
    expect(subtotal < discount && discount < courier && courier < total).toBe(true);
    expect(breakdown.subtotal - breakdown.discount + breakdown.serviceFee + breakdown.shippingCost).toBe(
      breakdown.finalPrice,
    );
    const html = renderBookingConfirmationEmail(couriered).html;
    expect(html).toContain(`Courier delivery: ${amount(breakdown.shippingCost)}`);
  });

  it('says the agency paid an order on its credit, never "total paid", naming it or the agency in general', () => {
    const named = renderBookingConfirmationEmail({
      ...voucher,
      payer: { kind: 'agency', name: 'Aegean Travel', email: 'desk@aegean.example' },
    });
    const unnamed = renderBookingConfirmationEmail({
      ...voucher,
      locale: 'el',
      payer: { kind: 'agency', name: null, email: null },
    });
    expect(named.text).toContain(
      `Paid through Aegean Travel: ${euros('en-US', voucher.breakdown.finalPrice)}`,
    );
    expect(named.text).not.toContain('Total paid');
    expect(unnamed.text).toContain('Πληρώθηκε μέσω του ταξιδιωτικού σας γραφείου:');
  });

  it('repeats the invoice asked for, field by field, and says nothing of one when none was', () => {
    const invoice = {
      companyName: 'Aegean Olive Oil SA',
      activity: 'Olive oil trade',
      tax: '094014201',
      address: 'Akti Miaouli 1, Piraeus',
      registry: 'ΔΟΥ Πειραιά',
      mobile: '6941234567',
    };
    const email = renderBookingConfirmationEmail({ ...voucher, invoice });
    expect(email.text).toContain(
      [
        'Invoice requested for',
        'Company name: Aegean Olive Oil SA',
        'VAT number (ΑΦΜ): 094014201',
        'Tax office (ΔΟΥ): ΔΟΥ Πειραιά',
        'Business activity: Olive oil trade',
        'Address: Akti Miaouli 1, Piraeus',
      ].join('\n'),
    );
    expect(email.html).toContain('094014201');
    expect(renderBookingConfirmationEmail(voucher).text).not.toContain('Invoice requested for');
  });

  it('tells the traveller what to do at the port for the chosen delivery, and links the booking', () => {
    const eTicket = renderBookingConfirmationEmail(voucher);
    const pickup = renderBookingConfirmationEmail({ ...voucher, delivery: 'portPickup' });

    expect(eTicket.text).toContain('Your tickets are electronic');
    expect(pickup.text).toContain("Collect your tickets at the ferry company's office");
    expect(eTicket.html).toContain(
      '<a href="https://kyma.travel/booking/KY7Q2M9X">View and manage your booking</a>',
    );
    expect(eTicket.text).toContain('sales@kyma.travel');
  });

  it('is written in each of the seven languages', () => {
    const greek = renderBookingConfirmationEmail({ ...voucher, locale: 'el' });
    expect(greek.subject).toBe('Η κράτησή σας KY7Q2M9X επιβεβαιώθηκε');
    expect(greek.text).toContain(`Συνολικό ποσό πληρωμής: ${euros('el-GR', voucher.breakdown.finalPrice)}`);
    const albanian = renderBookingConfirmationEmail({ ...voucher, locale: 'sq' });
    expect(albanian.text).toContain('Biletat tuaja janë elektronike');

    const subjects = new Set(
      LOCALE_CODES.map((locale) => renderBookingConfirmationEmail({ ...voucher, locale }).subject),
    );
    expect(subjects.size).toBe(7);
    for (const subject of subjects) expect(subject).toContain('KY7Q2M9X');
  });
});

describe('bookingConfirmationAttachments', () => {
  it('attaches the voucher as a PDF and the sailings as an iCalendar file, named after the reservation', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const [voucherFile, calendar] = bookingConfirmationAttachments(
      voucher,
      pdf,
      messageWords(voucher.locale),
    );

    expect(voucherFile).toEqual({
      filename: 'kyma-KY7Q2M9X.pdf',
      contentType: 'application/pdf',
      content: pdf,
    });
    expect(calendar?.filename).toBe('kyma-KY7Q2M9X.ics');
    expect(calendar?.contentType).toMatch(/^text\/calendar/);
    expect(calendar?.content).toContain('UID:KY7Q2M9X-1@kyma.travel');
  });
});
