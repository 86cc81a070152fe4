import { describe, expect, it } from 'vitest';
import { REFUND_EMAIL_STEPS, refundStepEmail } from '#application/email/refund-step-email.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import type { RefundTrack } from '#domain/refunds/order-refunds.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

const leader = { firstName: 'Anna', lastName: 'Lekka', email: 'anna@example.com' } as never;
const sent: RefundTrack = {
  id: 'leg-1',
  kind: 'leg',
  legIndex: 1,
  amount: 4250,
  companyStep: true,
  requestedAt: '2026-11-26T10:00:00Z',
  acceptedAt: '2026-11-26T10:00:05Z',
  sentAt: '2026-11-26T10:00:09Z',
  sentThrough: 'sandbox',
  reference: 'SBX-REF-77',
  expectedBy: '2026-12-10',
  refused: false,
};
const url = 'https://kyma.test/orderdetails?ref=KYR3FUND';

describe('the e-mail of a refund’s step', () => {
  it('says what is given back, the step, and once sent the provider’s reference and the day to expect it', () => {
    const [requested, accepted, onItsWay] = REFUND_EMAIL_STEPS.map((step) =>
      refundStepEmail({ reference: 'KYR3FUND', locale: 'en', leader }, sent, step, url, messageWords('en')),
    );
    expect(requested!.subject).toBe('Your refund is requested: booking KYR3FUND');
    expect(requested!.text).toContain('The cancellation of sailing 2 gives you back €42.50.');
    expect(requested!.text).toContain('We have asked the ferry company to cancel the tickets');
    expect(accepted!.text).toContain('The ferry company has cancelled the tickets and accepted the refund');
    expect(onItsWay!.subject).toBe('Your refund is on its way: booking KYR3FUND');
    expect(onItsWay!.text).toContain('refund reference SBX-REF-77');
    expect(onItsWay!.text).toContain('December 10, 2026');
  });

  it('tells a surplus payment given back, and money back to the agency’s credit, without a statement date', () => {
    const surplus = { ...sent, kind: 'surplus' as const, legIndex: null, companyStep: false };
    const asked = refundStepEmail(
      { reference: 'K1', locale: 'en', leader },
      surplus,
      'requested',
      url,
      messageWords('en'),
    );
    expect(asked.text).toContain('A payment charged a second time gives you back €42.50.');
    expect(asked.text).toContain('We are sending it back');
    const credit = {
      ...sent,
      kind: 'order' as const,
      sentThrough: 'credit',
      reference: null,
      expectedBy: null,
    };
    const toAgency = refundStepEmail(
      { reference: 'K1', locale: 'en', leader },
      credit,
      'sent',
      url,
      messageWords('en'),
    );
    expect(toAgency.text).toContain('We have returned €42.50 to the travel agency that paid');
  });

  it('is written in each of the seven languages, with the reference in every one', () => {
    const texts = LOCALE_CODES.map(
      (locale) =>
        refundStepEmail({ reference: 'K1', locale, leader }, sent, 'sent', url, messageWords(locale)).text,
    );
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
    for (const text of texts) expect(text).toContain('SBX-REF-77');
  });
});
