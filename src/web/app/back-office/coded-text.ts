import type { IntlShape } from '../i18n/intl.tsx';

/**
 * A timeline cause or a ledger reason in the reader's language: coded ones through the `admin` catalogue
 * (`adminCause.<code>`, `adminLedgerReason.<code>`, decision 0072), text stored before codes as it was.
 */
export function codedText(
  intl: IntlShape,
  area: 'adminCause' | 'adminLedgerReason',
  stored: { code: string; values?: Record<string, string> } | string,
): string {
  return typeof stored === 'string'
    ? stored
    : intl.formatMessage({ id: `${area}.${stored.code}` }, stored.values);
}
