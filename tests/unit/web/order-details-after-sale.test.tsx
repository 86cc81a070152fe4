import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderDetails } from '#web/app/booking/order-details.tsx';
import type { OrderSummary } from '#web/app/booking/order-summary.ts';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';

const summary = (afterSale: OrderSummary['afterSale'], authorised: string | null = null): OrderSummary => ({
  reference: 'P207-K0QG-7BTQ-BJ74',
  status: 'ticketed',
  leaderName: 'Claire Martin',
  email: 'claire@example.com',
  delivery: 'eTicket',
  legs: [],
  orderLines: [],
  finalPrice: '657,60 €',
  afterSale,
  authorised,
});

function rendered(
  afterSale: OrderSummary['afterSale'],
  locale: 'fr' | 'sq' = 'fr',
  authorised: string | null = null,
) {
  const intl = createIntl({ locale, messages: PARSED_MESSAGES[locale], timeZone: 'Europe/Athens' });
  return renderToString(
    <IntlProvider value={intl}>
      <OrderDetails summary={summary(afterSale, authorised)} />
    </IntlProvider>,
  );
}

describe('My booking’s money after the sale (decision 0112)', () => {
  it('prints what was paid and given back since the sale, and the net, under the sale’s price', () => {
    const html = rendered({ changesPaid: '15,30 €', refunded: '146,72 €', released: null, net: '526,18 €' });
    expect(html).toContain('Modifications et ajouts payés depuis');
    expect(html).toContain('15,30 €');
    expect(html).toContain('−<!-- -->146,72 €');
    expect(html).toContain('Payé au total, remboursements déduits');
    expect(html.indexOf('657,60 €')).toBeLessThan(html.indexOf('526,18 €'));
  });

  it('prints nothing of the kind while nothing happened after the sale, and only the rows that did', () => {
    expect(rendered(null)).not.toContain('data-testid="after-sale"');
    const onlyRefund = rendered(
      { changesPaid: null, refunded: '146,52 €', released: null, net: '511,08 €' },
      'sq',
    );
    expect(onlyRefund).toContain('Kthyer më pas');
    expect(onlyRefund).not.toContain('after-sale-changes');
  });

  it('says money held on the card is not charged, and what was let go was never charged (decision 0127)', () => {
    const held = rendered(null, 'fr', '657,60 €');
    expect(held).toContain('data-testid="authorised-on-card"');
    expect(held).toContain('réservés sur votre carte, pas débités');
    expect(held).not.toContain('after-sale-released');
    const partly = rendered({ changesPaid: null, refunded: null, released: '300,00 €', net: '357,60 €' });
    expect(partly).toContain('Réservé sur votre carte puis libéré, jamais débité');
    expect(partly).toContain('−<!-- -->300,00 €');
    expect(partly).not.toContain('authorised-on-card');
  });
});
