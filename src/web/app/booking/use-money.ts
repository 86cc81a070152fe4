import type { Cents } from '#domain/money/cents.ts';
import { useIntl } from '../i18n/intl.tsx';

/** Euro amounts in the page's language; money stays in integer cents until this point. */
export function useMoney(): (cents: Cents) => string {
  const intl = useIntl();
  return (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}
