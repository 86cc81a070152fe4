import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderDetails } from '#web/app/booking/order-details.tsx';
import type { OrderSummary } from '#web/app/booking/order-summary.ts';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';

const summary = (afterSale: OrderSummary['afterSale']): OrderSummary => ({
  reference: 'P207-K0QG-7BTQ-BJ74',
  status: 'ticketed',
  leaderName: 'Claire Martin',
  email: 'claire@example.com',
  delivery: 'eTicket',
  legs: [],
  orderLines: [],
  finalPrice: '657,60 €',
  afterSale,
});

function rendered(afterSale: OrderSummary['afterSale'], locale: 'fr' | 'sq' = 'fr') {
  const intl = createIntl({ locale, messages: PARSED_MESSAGES[locale], timeZone: 'Europe/Athens' });
  return renderToString(
    <IntlProvider value={intl}>
      <OrderDetails summary={summary(afterSale)} />
    </IntlProvider>,
  );
}

describe('My booking’s money after the sale (decision 0112)', () => {
  it('prints what was paid and given back since the sale, and the net, under the sale’s price', () => {
    const html = rendered({ changesPaid: '15,30 €', refunded: '146,72 €', net: '526,18 €' });
    expect(html).toContain('Modifications et ajouts payés depuis');
    expect(html).toContain('15,30 €');
    expect(html).toContain('−<!-- -->146,72 €');
    expect(html).toContain('Payé au total, remboursements déduits');
    expect(html.indexOf('657,60 €')).toBeLessThan(html.indexOf('526,18 €'));
  });

  it('prints nothing of the kind while nothing happened after the sale, and only the rows that did', () => {
    expect(rendered(null)).not.toContain('data-testid="after-sale"');
    const onlyRefund = rendered({ changesPaid: null, refunded: '146,52 €', net: '511,08 €' }, 'sq');
    expect(onlyRefund).toContain('Kthyer më pas');
    expect(onlyRefund).not.toContain('after-sale-changes');
  });
});
