import { useEffect, useState } from 'react';
import { localePrefix } from '#domain/i18n/locales.ts';
import { resultsSearchParams } from '#domain/search/results-url.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { readStoredBooking } from './use-booking-wizard.ts';

/**
 * "Try again" after a payment that did not go through: back to the booking's own results address, where
 * the wizard this tab kept comes back on the step it was left, every detail filled in. Shown only when
 * such a booking is in session storage (read after hydration; the server cannot see it).
 */
export function TryAgainLink() {
  const { locale } = useRootData();
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    const booking = readStoredBooking(locale);
    if (booking)
      setPath(`${localePrefix(locale)}/results?${resultsSearchParams({ search: booking.search })}`);
  }, [locale]);
  if (path === null) return null;
  return (
    <Link className="button button--primary" to={path}>
      <FormattedMessage id="tryAgain" />
    </Link>
  );
}
