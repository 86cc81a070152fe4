import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';
import { CancelBookingPanel } from '#web/app/orders/cancel-booking-panel.tsx';

const quote = {
  coverage: 'partial' as const,
  paid: '73,26 €',
  fee: '0,00 €',
  refund: '73,26 €',
  refundCents: 7_326,
  estimated: false,
};
const sailing = {
  id: 'leg-1',
  companyName: 'Blue Star Ferries',
  companyCode: 'BSF',
  vesselName: 'Blue Star Delos',
  from: 'Le Pirée',
  to: 'Santorin',
  departure: { date: 'sam. 19 décembre 2026', time: '07:25' },
  arrival: { date: 'sam. 19 décembre 2026', time: '15:05' },
  passengers: [],
  protectedConnection: false,
  lines: [],
  total: '73,26 €',
};

/** The panel as the order page renders it on the server, in French. */
async function rendered(legIndex?: number) {
  const intl = createIntl({ locale: 'fr', messages: PARSED_MESSAGES.fr, timeZone: 'Europe/Athens' });
  const element = (
    <IntlProvider value={intl}>
      <CancelBookingPanel
        reference="KY7Q2M9X"
        quote={quote}
        notice={null}
        keepPath="/fr/reservation"
        toAgency={false}
        legIndex={legIndex}
        sailing={sailing}
      />
    </IntlProvider>
  );
  const handler = createStaticHandler([{ id: 'page', path: '/fr/*', element }]);
  const context = await handler.query(new Request('http://kyma.test/fr/reservation'));
  if (context instanceof Response) throw new Error('redirected');
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

const titleOf = (html: string) => /<h2[^>]*>(.*?)<\/h2>/.exec(html)?.[1];

describe('the cancellation quote', () => {
  it('names the sailing a leg’s quote is for: its route, company, day and hour (issue #46)', async () => {
    expect(titleOf(await rendered(1))).toBe(
      'Annuler la traversée Le Pirée → Santorin (Blue Star Ferries) du sam. 19 décembre 2026 à 07:25 ?',
    );
  });

  it('asks of the whole booking when no sailing is quoted alone', async () => {
    expect(titleOf(await rendered())).toBe('Annuler cette réservation ?');
  });
});
