import type { ChosenConnectionState } from '#domain/connections/chosen-connection.ts';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { useRootData } from '../use-root-data.ts';

/**
 * Why the connection chosen on the results does not go straight on to the passengers (decision 0087): a
 * sailing of it is gone, or its fares add up to another total than the card showed. The fares are per
 * person; the card showed them for the party searched, and so does the notice.
 */
export function ChosenConnectionNotice({
  chosen,
  passengers,
}: {
  chosen: ChosenConnectionState | null;
  passengers: number;
}) {
  const intl = useIntl();
  const { locale } = useRootData();
  if (chosen?.kind === 'gone')
    return (
      <p className="notice notice--warning" role="status" data-testid="chosen-connection">
        {intl.formatMessage({ id: 'resultsConnectionGone' })}
      </p>
    );
  if (chosen?.kind === 'priceChanged')
    return (
      <p className="notice notice--warning" role="status" data-testid="chosen-connection">
        {intl.formatMessage(
          { id: 'resultsConnectionPriceChanged' },
          {
            shown: euros(chosen.shownFare * passengers, locale),
            now: euros(chosen.fare * passengers, locale),
          },
        )}
      </p>
    );
  return null;
}
