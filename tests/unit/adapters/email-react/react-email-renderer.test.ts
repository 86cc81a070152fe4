import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import { authEmail } from '#application/email/auth-email-templates.ts';
import { bookingConfirmationEmail } from '#application/email/booking-confirmation-email.ts';
import { newsletterConfirmEmail } from '#application/email/newsletter-email-templates.ts';
import { orderCancellationEmail } from '#application/email/order-cancellation-email.ts';
import { orderRefundEmail } from '#application/email/order-refund-email.ts';
import { chatAnswerEmail, staffRefundEmail } from '#application/email/staff-emails.ts';
import { staffNotificationEmail } from '#application/email/staff-notification-email.ts';
import type { OrderLeader } from '#domain/orders/order.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { aVoucher, aVoucherLeg } from '../../../support/voucher-builder.ts';

const renderer = new ReactEmailRenderer();
const hostile = '<script>alert("x")</script>';
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
const leader: OrderLeader = {
  firstName: hostile,
  lastName: 'Lekka',
  email: 'anna@example.com',
  phonePrefix: '+30',
  mobile: '6900000000',
  country: 'GR',
  sex: null,
};

describe('the React e-mail renderer', () => {
  it('passes the subject and the plain text through and wraps the HTML in a document in the e-mail’s language', () => {
    const words = newsletterConfirmEmail(
      'it',
      'https://kyma.test/it/newsletter/confirm?token=t1',
      messageWords('it'),
    );
    const email = renderer.render(words);

    expect(email.subject).toBe(words.subject);
    expect(email.text).toBe(words.text);
    expect(email.html).toMatch(/^<!DOCTYPE html><html lang="it"><head>/);
    expect(email.html).toContain(`<title>${words.subject}</title>`);
  });

  describe('a link e-mail', () => {
    it('shows the action as a button to the link, and escapes the user’s name', () => {
      const link = 'https://kyma.test/activate-account?token=a.b&next=1';
      const email = renderer.render(
        authEmail('activation', 'en', { link, name: hostile, hours: 24 }, messageWords('en')),
      );

      expect(email.html).toMatch(
        /<a href="https:\/\/kyma\.test\/activate-account\?token=a\.b&amp;next=1" style="[^"]+">Activate my account<\/a>/,
      );
      expect(email.html).toContain(`<p>Hello ${escaped},</p>`);
      expect(email.html).toContain('The link is valid for 24 hours.<br/>');
      expect(email.html).not.toContain('<script>');
      expect(email.text).toContain(link);
    });
  });

  describe('a letter', () => {
    it('keeps every paragraph with its line breaks, the traveller’s words escaped', () => {
      const email = renderer.render(
        chatAnswerEmail(
          { locale: 'en', name: 'Anna', message: `Line one\n${hostile}`, answer: 'Yes.' },
          messageWords('en'),
        ),
      );

      expect(email.html).toContain('<p style="white-space:pre-wrap">Yes.</p>');
      expect(email.html).toContain(`<p style="white-space:pre-wrap">You wrote:\nLine one\n${escaped}</p>`);
      expect(email.html).toContain('The Kyma team');
      expect(email.html).not.toContain('<script>');
    });

    it('says what comes back after a cancellation or a staff refund, in the traveller’s language', () => {
      const cancellation = renderer.render(
        orderCancellationEmail(
          { reference: 'KYC4NC31', locale: 'el', leader, paymentMethod: 'card' },
          { coverage: 'full', paid: 5000, fee: 500, refund: 4500, requestedAt: '2026-07-01T10:00:00Z' },
          'https://kyma.test/orderdetails?ref=KYC4NC31',
          messageWords('el'),
        ),
      );
      const refund = renderer.render(
        staffRefundEmail(
          {
            locale: 'en',
            name: hostile,
            reference: 'KYR3FUND',
            amount: 500,
            method: 'provider',
            moneyBack: { refunded: 500, paid: 5000, partial: true, ticketsValid: true },
            manageUrl: 'https://kyma.test/en/orderdetails?ref=KYR3FUND',
          },
          messageWords('en'),
        ),
      );

      expect(cancellation.html).toContain('lang="el"');
      expect(cancellation.html).toContain(`Γεια σας ${escaped} Lekka,`);
      expect(cancellation.html).toContain('45,00');
      expect(cancellation.html).toContain('<p style="white-space:pre-wrap">Kyma</p>');
      expect(refund.html).toContain('We have refunded €5.00 for booking KYR3FUND');
      expect(refund.text).toContain(
        'So far €5.00 of the €50.00 you paid has been refunded. Your tickets were not cancelled and remain valid for travel.',
      );
      expect(`${cancellation.html}${refund.html}`).not.toContain('<script>');
    });

    it('links the booking it is about, in its language, before the sign-off', () => {
      const refund = renderer.render(
        orderRefundEmail(
          {
            reference: 'KYF41L3D',
            locale: 'de',
            leader,
            breakdown: { finalPrice: 5000 } as FareBreakdown,
            paymentMethod: 'card',
          },
          { phones: ['+30 210 000 0000'], salesEmail: 'sales@kyma.test' },
          'https://kyma.test/de/orderdetails?ref=KYF41L3D',
          messageWords('de'),
        ),
      );

      expect(refund.html).toMatch(
        /<a href="https:\/\/kyma.test\/de\/orderdetails\?ref=KYF41L3D"[^>]*>Buchung ansehen und verwalten<\/a>/,
      );
      expect(refund.text).toMatch(
        /Buchung ansehen und verwalten:\nhttps:\/\/kyma.test\/de\/orderdetails\?ref=KYF41L3D\n\nKyma$/,
      );
    });
  });

  describe('a booking confirmation', () => {
    it('draws a card per sailing and links the booking, the traveller’s name escaped', () => {
      const voucher = aVoucher({
        locale: 'en',
        leader: { fullName: hostile, email: 'lead@example.com', mobile: '+30 690 000 0000' },
        legs: [
          aVoucherLeg(),
          aVoucherLeg({ from: { code: 'JTR', name: 'Santorini' }, to: { code: 'PIR', name: 'Piraeus' } }),
        ],
      });
      const email = renderer.render(bookingConfirmationEmail(voucher, messageWords('en')));

      expect(email.html.match(/border-left:4px solid/g)).toHaveLength(2);
      expect(email.html).toContain('<strong>Sailing 2: Santorini → Piraeus</strong>');
      expect(email.html).toContain('>KY7Q2M9X</p>');
      expect(email.html).toContain('<a href="https://kyma.travel/booking/KY7Q2M9X">');
      expect(email.html).toContain(`Hello ${escaped},`);
      expect(email.html).not.toContain('<script>');
    });
  });

  describe('a staff notification', () => {
    it('lists the details given in a table and quotes the message as written, both escaped', () => {
      const email = renderer.render(
        staffNotificationEmail({
          subject: 'Contact form: Anna',
          details: [
            ['Name', hostile],
            ['Phone', ''],
            ['E-mail', 'anna@example.com'],
          ],
          message: `Two bikes\n${hostile}`,
        }),
      );

      expect(email.html).toMatch(/<th align="left"[^>]*>Name<\/th><td[^>]*>&lt;script&gt;/);
      expect(email.html).not.toContain('>Phone<');
      expect(email.html).toContain(`<p style="white-space:pre-wrap">Two bikes\n${escaped}</p>`);
      expect(email.html).toContain('lang="en"');
      expect(email.html).not.toContain('<script>');
    });
  });
});
