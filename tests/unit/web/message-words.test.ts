import { describe, expect, it } from 'vitest';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

describe('the server’s message formatter', () => {
  it('words documents through ICU: money, plurals and the port’s clock in the reader’s language', () => {
    const greek = messageWords('el');
    expect(greek('email_amount', { amount: 1234.5 })).toBe('1.234,50\u00a0€');
    expect(messageWords('en')('activationEmail_expiry', { hours: 1 })).toBe('The link is valid for 1 hour.');
    expect(messageWords('en')('activationEmail_expiry', { hours: 48 })).toBe(
      'The link is valid for 48 hours.',
    );
    expect(messageWords('en')('voucher_portTime', { when: new Date('2026-07-20T13:30:00Z') })).toBe(
      'Mon, Jul 20, 2026, 13:30',
    );
  });

  it('refuses a key its catalogues lack rather than sending the bare key to a traveller', () => {
    expect(() => messageWords('de')('refundEmail_noSuchPart')).toThrow(/refundEmail_noSuchPart/);
  });
});
