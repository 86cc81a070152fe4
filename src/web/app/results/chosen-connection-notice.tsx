import type { ChosenConnectionState } from '#domain/connections/chosen-connection.ts';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { useRootData } from '../use-root-data.ts';

/**
 * Why the connection chosen on the results does not go straight on to the passengers (decision 0087): a
 * sailing of it is gone, or its fares add up to another total than the card showed.
 */
export function ChosenConnectionNotice({ chosen }: { chosen: ChosenConnectionState | null }) {
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
          { shown: euros(chosen.shownFare, locale), now: euros(chosen.fare, locale) },
        )}
      </p>
    );
  return null;
}
