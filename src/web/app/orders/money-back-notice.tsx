import { FormattedMessage } from '../i18n/intl.tsx';
import type { MoneyBackView } from './order-view.ts';

/** "Refunded" or "partly refunded", with whether the tickets still hold (decision 0054). */
export function MoneyBackNotice({ moneyBack }: { moneyBack: MoneyBackView | null }) {
  if (!moneyBack) return null;
  return (
    <p className="notice notice--ok" role="status" data-testid="money-back">
      <FormattedMessage
        id={moneyBack.partial ? 'ordersMoneyBackPartial' : 'ordersMoneyBackWhole'}
        values={{ refunded: moneyBack.refunded, paid: moneyBack.paid }}
      />
      {moneyBack.ticketsValid && (
        <>
          {' '}
          <FormattedMessage id="ordersTicketsStillValid" />
        </>
      )}
    </p>
  );
}
