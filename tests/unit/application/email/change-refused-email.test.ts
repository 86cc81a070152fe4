import { describe, expect, it } from 'vitest';
import { changeRefusedEmail } from '#application/email/change-refused-email.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

const leader = { firstName: 'Anna', lastName: 'Lekka', email: 'anna@example.com' } as never;
const url = 'https://kyma.test/orderdetails?ref=KYCHANGE';
const refused = (change: { total: number; forDisruption: boolean }, locale = 'en' as const) =>
  changeRefusedEmail(
    { reference: 'KYCHANGE', locale, leader },
    { legIndex: 1, ...change },
    url,
    messageWords(locale),
  );

describe('the e-mail of a change the company refused', () => {
  it('says nothing changed; a paid change is given back, a disruption’s choices are open again', () => {
    const free = refused({ total: 0, forDisruption: false });
    expect(free.subject).toBe('Your change to ferry booking KYCHANGE could not be made');
    expect(free.text).toContain('did not accept the change to sailing 2');
    expect(free.text).not.toContain('given back');
    expect(free.text).not.toContain('full refund');
    expect(free.text).toContain(url);
    expect(refused({ total: 1500, forDisruption: false }).text).toContain('given back to the card');
    expect(refused({ total: 0, forDisruption: true }).text).toContain(
      'Sailing 2 is still disrupted by the company, so its choices are open again',
    );
  });

  it('is worded in every language of the site', () => {
    const subjects = LOCALE_CODES.map(
      (locale) =>
        changeRefusedEmail(
          { reference: 'K1', locale, leader },
          { legIndex: 0, total: 500, forDisruption: true },
          url,
          messageWords(locale),
        ).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALE_CODES.length);
    for (const subject of subjects) expect(subject).toContain('K1');
  });
});
