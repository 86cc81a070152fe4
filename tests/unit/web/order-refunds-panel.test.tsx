import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';
import { OrderRefundsPanel } from '#web/app/orders/order-refunds-panel.tsx';
import type { RefundView } from '#web/app/orders/refund-view.ts';

const changeBack: RefundView = {
  id: 'change-1',
  kind: 'change',
  sailing: '1',
  amount: '0,20 €',
  requested: '27 nov. 2026, 10:00',
  accepted: undefined,
  sent: null,
  toCredit: false,
  reference: null,
  expectedBy: null,
  refused: false,
};

function rendered(refunds: RefundView[]) {
  const intl = createIntl({ locale: 'fr', messages: PARSED_MESSAGES.fr, timeZone: 'Europe/Athens' });
  return renderToString(
    <IntlProvider value={intl}>
      <OrderRefundsPanel refunds={refunds} />
    </IntlProvider>,
  );
}

describe('the refund tracker on My booking', () => {
  it('lists a change’s difference given back, however small, named for its sailing', () => {
    const html = rendered([changeBack]);
    expect(html).toContain('Différence rendue pour la modification de la traversée 1');
    expect(html).toContain('0,20 €');
  });

  it('says in one sentence when the statement day will be known, instead of “not yet”, until the refund is sent', () => {
    const pending = rendered([changeBack]);
    expect(pending).toContain(
      '<span class="refund-step__pending">Le jour où il apparaîtra sur votre relevé sera connu dès l’envoi du remboursement</span>',
    );
    // Not the dated step's label with a fragment after it ("Sur votre relevé au plus tard le connue dès…").
    expect(pending).not.toContain('au plus tard le');
    const sent = rendered([{ ...changeBack, sent: '27 nov. 2026, 10:05', expectedBy: '4 décembre 2026' }]);
    expect(sent).toMatch(/Sur votre relevé au plus tard le(<!-- -->)? <time>4 décembre 2026<\/time>/);
    expect(sent).not.toContain('sera connu dès l’envoi');
  });
});
