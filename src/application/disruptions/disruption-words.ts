import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import { later } from '#domain/disruptions/disruption-notice.ts';
import type { Order } from '#domain/orders/order.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { portClock } from '../voucher/voucher-formatting.ts';

/** The placeholders every notice of a disruption fills: which booking, which sailing, what changed. */
export type NoticeValues = Record<string, string | number | Date>;

/**
 * What a notice says about the first leg the event touches, in the order's language: the route by port
 * names, the departure on the port's clock, and for a delay the new departure, for a new ship its name;
 * for a broken connection (decision 0076), the first leg it makes unreachable (`connection`, empty if none).
 */
export async function noticeValues(
  order: Order,
  disruption: SailingDisruption,
  recorded: { legs: number[]; connectionLegs: number[] },
  listPorts: ListPorts,
): Promise<NoticeValues> {
  const leg = order.legs[recorded.legs[0] ?? 0]!.booking;
  const ports = await listPorts.execute({ lang: order.locale });
  const names = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const route = (booking: typeof leg) =>
    `${names.get(booking.departurePort) ?? booking.departurePort} → ${names.get(booking.destinationPort) ?? booking.destinationPort}`;
  const departure = portClock(leg.departureDatetime);
  const connection = order.legs[recorded.connectionLegs[0] ?? -1]?.booking;
  return {
    reference: order.reference,
    route: route(leg),
    connection: connection ? route(connection) : '',
    connectionWhen: portClock((connection ?? leg).departureDatetime),
    when: departure,
    minutes: disruption.delayMinutes ?? 0,
    newWhen: later(departure, disruption.delayMinutes ?? 0),
    vessel: disruption.vesselName ?? '',
  };
}

/**
 * The message of a kind of event (`<family>_<kind><part>`), e.g. `disruptionSms_cancelled`, followed by
 * `<family>_connection` when the event broke a connection of the order (protected connections).
 */
export function wordedKind(
  words: FormatMessage,
  family: string,
  disruption: SailingDisruption,
  values: NoticeValues,
  part = '',
) {
  const told = words(`${family}_${disruption.kind}${part}`, values);
  return values.connection ? `${told} ${words(`${family}_connection`, values)}` : told;
}
