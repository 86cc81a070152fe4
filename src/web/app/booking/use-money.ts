import { useIntl } from 'react-intl';
import type { Cents } from '#domain/money/cents.ts';

/** Euro amounts in the page's language; money stays in integer cents until this point. */
export function useMoney(): (cents: Cents) => string {
  const intl = useIntl();
  return (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}
