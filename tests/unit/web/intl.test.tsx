import { parse } from '@formatjs/icu-messageformat-parser';
import { isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createIntl, FormattedMessage, IntlProvider } from '#web/app/i18n/intl.tsx';

const messages = {
  seats: parse('{count, plural, one {# seat} other {# seats}} to {place}'),
  terms: parse('I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>.'),
};
const intl = createIntl({ locale: 'en-GB', messages, timeZone: 'Europe/Athens' });

describe('the pages’ intl', () => {
  it('formats arguments and plurals by the locale’s rules', () => {
    expect(intl.formatMessage({ id: 'seats' }, { count: 1, place: 'Paros' })).toBe('1 seat to Paros');
    expect(intl.formatMessage({ id: 'seats' }, { count: 3, place: 'Paros' })).toBe('3 seats to Paros');
    const greek = createIntl({ locale: 'el-GR', messages });
    expect(greek.formatMessage({ id: 'seats' }, { count: 1234, place: 'Πάρος' })).toBe(
      '1.234 seats to Πάρος',
    );
  });

  it('gives rich text as keyed parts that render as markup', () => {
    const parts = intl.formatMessage(
      { id: 'terms' },
      {
        terms: (chunks: ReactNode[]) => <a href="/terms">{chunks}</a>,
        privacy: (chunks: ReactNode[]) => <a href="/privacy">{chunks}</a>,
      },
    );
    if (!Array.isArray(parts)) throw new Error('rich text comes as parts');
    const keys = parts.map((part) => (isValidElement(part) ? part.key : null));
    expect(new Set(keys).size).toBe(parts.length);
    expect(renderToStaticMarkup(<p>{parts}</p>)).toBe(
      '<p>I accept the <a href="/terms">terms</a> and the <a href="/privacy">privacy policy</a>.</p>',
    );
    expect(
      renderToStaticMarkup(
        <IntlProvider value={intl}>
          <FormattedMessage
            id="terms"
            values={{
              terms: (chunks) => <a href="/terms">{chunks}</a>,
              privacy: (chunks) => <a href="/privacy">{chunks}</a>,
            }}
          />
        </IntlProvider>,
      ),
    ).toBe('I accept the <a href="/terms">terms</a> and the <a href="/privacy">privacy policy</a>.');
  });

  it('shows the default message, or else the key, for a key the messages lack', () => {
    expect(intl.formatMessage({ id: 'gone', defaultMessage: 'Something went wrong' })).toBe(
      'Something went wrong',
    );
    expect(intl.formatMessage({ id: 'gone' })).toBe('gone');
  });

  it('reads dates in the business’s time zone unless told otherwise, and formats money', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(intl.formatDate(lateEvening, { dateStyle: 'long' })).toBe('24 November 2026');
    expect(intl.formatDate(lateEvening, { dateStyle: 'long', timeZone: 'UTC' })).toBe('23 November 2026');
    expect(intl.formatNumber(12.5, { style: 'currency', currency: 'EUR' })).toBe('€12.50');
  });

  it('shows the key, and reports the mistake, when a value the message needs is missing', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(intl.formatMessage({ id: 'seats' }, { count: 2 })).toBe('seats');
    expect(reported).toHaveBeenCalledWith('message seats:', expect.any(Error));
    reported.mockRestore();
  });

  it('refuses to be used without a provider', () => {
    expect(() => renderToStaticMarkup(<FormattedMessage id="seats" />)).toThrow(/IntlProvider/);
  });
});
