import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '#domain/i18n/locales.ts';
import { LEDGER_REASON_CODES, TIMELINE_CAUSE_CODES } from '#domain/orders/timeline-cause.ts';
import { codedText } from '#web/app/back-office/coded-text.ts';
import { createIntl } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';

const VALUES = {
  staff: 'desk@kyma.test',
  provider: 'viva',
  payment: 'PAY-1',
  upstream: 'ANEK',
  code: 'noAvailability',
  reference: 'KY-1234',
  sailing: '2',
  by: 'maria@example.com',
  field: 'passengers',
};

const intlIn = (locale: (typeof LOCALE_CODES)[number]) =>
  createIntl({ locale: LOCALES[locale].iso, messages: PARSED_MESSAGES[locale] });

describe('timeline causes and ledger reasons in the reader’s language', () => {
  it('words every cause and reason in all seven languages, with its names in place', () => {
    const english = intlIn('en');
    for (const locale of LOCALE_CODES) {
      const intl = intlIn(locale);
      for (const [area, codes] of [
        ['adminCause', TIMELINE_CAUSE_CODES],
        ['adminLedgerReason', LEDGER_REASON_CODES],
      ] as const) {
        for (const code of codes) {
          const text = codedText(intl, area, { code, values: VALUES });
          expect(text, `${locale} ${area}.${code}`).not.toContain(`${area}.`);
          expect(text).not.toMatch(/[{}]/);
          if (locale !== 'en') expect(text).not.toBe(codedText(english, area, { code, values: VALUES }));
        }
      }
    }
  });

  it('reads a refusal with the staff member and the ferry company’s code in Greek', () => {
    const greek = intlIn('el');
    expect(codedText(greek, 'adminCause', { code: 'cancelledUpstream', values: VALUES })).toBe(
      'Ακυρώθηκε στην ακτοπλοϊκή από desk@kyma.test',
    );
    expect(codedText(greek, 'adminCause', { code: 'ticketingRefused', values: VALUES })).toBe(
      'Η ANEK αρνήθηκε την έκδοση (noAvailability)',
    );
    expect(codedText(greek, 'adminLedgerReason', { code: 'booking', values: VALUES })).toBe(
      'Κράτηση KY-1234',
    );
  });

  it('words what the daily reconciliation found differing in the reader’s language', () => {
    expect(codedText(intlIn('el'), 'adminCause', { code: 'differsAtCompany', values: VALUES })).toBe(
      'Ο ημερήσιος έλεγχος βρήκε διαφορά στην κράτηση στο ANEK: οι επιβάτες',
    );
  });

  it('shows a cause stored before causes had codes as it was stored', () => {
    expect(codedText(intlIn('el'), 'adminCause', 'hold lapsed unpaid')).toBe('hold lapsed unpaid');
  });
});
