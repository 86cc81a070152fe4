import type { AppServices } from '#application/app-services.ts';
import type { OrderDisruptionNotice } from '#application/disruptions/list-order-disruptions.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import { choiceOpen } from '#domain/disruptions/disruption-choices.ts';
import { legDisruptionFacts } from '#domain/disruptions/leg-facts.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { CompensationClaim } from '#domain/passenger-rights/compensation-claim.ts';
import { moneyText } from '../booking/booking-text.ts';
import type { DisruptionLegView } from './disruption-choices-view.ts';
import { portNames, rightsPanel } from './rights-panel.server.ts';

interface Found {
  order: Order;
  claims: CompensationClaim[];
}

/** What every leg's view shares: the proof that opened the order, its records, the port names. */
interface Context {
  services: AppServices;
  access: OrderAccess;
  found: Found;
  recorded: OrderDisruptionNotice[];
  ports: Map<string, string>;
  locale: LocaleCode;
}

/** The full refund of a leg that refunds in full, as quoted now (its last valid leg: the whole order). */
async function refundOffer(services: AppServices, access: OrderAccess, legIndex: number, locale: LocaleCode) {
  const quoted = await services.checkout.quoteLegCancellation.execute({ ...access, legIndex });
  if (!quoted.ok) return null;
  const { refund } = quoted.value.quote;
  return { amount: moneyText(refund, locale), cents: refund };
}

/** One leg an event touched; `offered` says whether an earlier view of the same leg made the offer. */
async function legView(
  context: Context,
  entry: OrderDisruptionNotice,
  legIndex: number,
  offered: boolean,
): Promise<DisruptionLegView> {
  const { services, access, found, recorded, ports, locale } = context;
  const { order } = found;
  const leg = order.legs[legIndex]!;
  const owed = !offered && choiceOpen(recorded, legIndex) && legStatus(leg) === 'valid';
  const choice = recorded.flatMap((each) => each.choices).find((each) => each.legIndex === legIndex);
  const told = recorded.map((each) => each.disruption);
  const facts = entry.legs.includes(legIndex)
    ? legDisruptionFacts(
        order,
        legIndex,
        entry.disruption,
        told,
        entry.sailings.find((sailing) => sailing.legIndex === legIndex)?.asRecorded,
      )
    : null;
  const rights = facts
    ? await rightsPanel(services, found, { legIndex, disruptionKey: entry.disruption.id, facts }, locale)
    : null;
  return {
    legIndex,
    from: ports.get(leg.booking.departurePort) ?? leg.booking.departurePort,
    to: ports.get(leg.booking.destinationPort) ?? leg.booking.destinationPort,
    kind: entry.disruption.kind,
    connection: !entry.legs.includes(legIndex),
    refund: owed ? await refundOffer(services, access, legIndex, locale) : null,
    rebook: owed ? { date: leg.booking.departureDatetime.slice(0, 10) } : null,
    chosen: choice ? { choice: choice.choice, byStaff: choice.by !== 'traveller' } : null,
    rights,
  };
}

/**
 * The order page's part about its disruptions (issue #26 points 3 and 4): each leg an event touched, then
 * each leg whose connection it broke, with the choices and rights the recorded events give, never the
 * browser's word. Called once the order was opened with its proof (`access`).
 */
export async function disruptionLegViews(
  services: AppServices,
  access: OrderAccess,
  found: Found,
  locale: LocaleCode,
): Promise<DisruptionLegView[]> {
  const recorded = await services.disruptions.listOrderDisruptions.execute({ orderId: found.order.id });
  const ports = await portNames(services, locale);
  const context: Context = { services, access, found, recorded, ports, locale };
  const views: DisruptionLegView[] = [];
  for (const entry of recorded) {
    if (entry.disruption.kind !== 'cancelled' && entry.disruption.kind !== 'delayed') continue;
    for (const legIndex of [...entry.legs, ...entry.connectionLegs]) {
      const offered = views.some((view) => view.legIndex === legIndex && (view.refund || view.rebook));
      views.push(await legView(context, entry, legIndex, offered));
    }
  }
  return views;
}
