import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '#web/app/booking/order-summary.ts';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { MESSAGES, PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';
import { type LegView, legViews } from '#web/app/orders/leg-view.ts';
import { OrderLegsPanel } from '#web/app/orders/order-legs-panel.tsx';
import { anOrder, anOrderLeg } from '../domain/support/order-builder.ts';

/** A round trip whose outbound was sold by a system that cannot cancel one leg (as FerryGateway 1.3.1). */
const order = anOrder({
  legs: [anOrderLeg({ agentName: 'ferrygateway' }), anOrderLeg({ agentName: 'attica-direct' })],
});
const byGateway = (legIndex: number) => order.legs[legIndex]!.agentName === 'ferrygateway';
const onRequest = { cancellation: byGateway, change: byGateway };

const sailing = (from: string, to: string) => ({ from, to, departure: { date: '12 Jul', time: '17:30' } });
const summary = {
  reference: order.reference,
  legs: [sailing('Patras', 'Ancona'), sailing('Ancona', 'Patras')],
} as unknown as OrderSummary;

const intl = createIntl({ locale: 'en', messages: PARSED_MESSAGES.en, timeZone: 'Europe/Athens' });

/** The stub's root route: the panel of the sailings its data holds, in English. */
function PanelRoot() {
  const { legs } = useLoaderData() as { legs: LegView[] };
  return (
    <IntlProvider value={intl}>
      <OrderLegsPanel reference={order.reference} legs={legs} summary={summary} canCancel />
    </IntlProvider>
  );
}
const Stub = createRoutesStub([{ id: 'root', path: '/', Component: PanelRoot }]);

/** The panel as the server renders it, below a root route that knows the language. */
function rendered(legs: LegView[]): string {
  return renderToStaticMarkup(
    <Stub hydrationData={{ loaderData: { root: { locale: 'en', wallet: {}, legs } } }} />,
  );
}

/** One sailing's list item of the rendered panel. */
const legItem = (html: string, index: number) =>
  html.slice(html.indexOf(`data-testid="order-leg-${index}"`)).split('</li>')[0]!;

describe('My booking’s “Cancel this sailing” follows what the selling system can do (decision 0121)', () => {
  it('offers no cancel button for a sailing its company cancels alone only on request, but the desk', () => {
    const views = legViews(order, onRequest);
    expect(views.map((view) => [view.cancelAlone, view.cancelOnRequest])).toEqual([
      [false, true],
      [true, false],
    ]);
    const html = rendered(views);
    const outbound = legItem(html, 0);
    expect(outbound).not.toContain(MESSAGES.en.ordersLegCancel);
    expect(outbound).toContain(MESSAGES.en.legCancellationOnRequest);
    expect(outbound).toContain('href="/en/contact"');
    const back = legItem(html, 1);
    expect(back).toContain(MESSAGES.en.ordersLegCancel);
    expect(back).not.toContain('leg-cancel-on-request');
  });

  it('offers the desk instead of the change buttons for a sailing whose system changes nothing online', () => {
    const html = rendered(legViews(order, onRequest));
    const outbound = legItem(html, 0);
    expect(outbound).not.toContain('data-testid="changeLeg"');
    expect(outbound).toContain(MESSAGES.en.changeOnRequest);
    const back = legItem(html, 1);
    expect(back).toContain('data-testid="changeLeg"');
    expect(back).not.toContain('leg-change-on-request');
  });
});
