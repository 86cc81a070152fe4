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
 * names, the departure on the port's clock, and for a delay the new departure, for a new ship its name.
 */
export async function noticeValues(
  order: Order,
  disruption: SailingDisruption,
  legs: number[],
  listPorts: ListPorts,
): Promise<NoticeValues> {
  const leg = order.legs[legs[0] ?? 0]!.booking;
  const ports = await listPorts.execute({ lang: order.locale });
  const names = new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  const departure = portClock(leg.departureDatetime);
  return {
    reference: order.reference,
    route: `${names.get(leg.departurePort) ?? leg.departurePort} → ${names.get(leg.destinationPort) ?? leg.destinationPort}`,
    when: departure,
    minutes: disruption.delayMinutes ?? 0,
    newWhen: later(departure, disruption.delayMinutes ?? 0),
    vessel: disruption.vesselName ?? '',
  };
}

/** The message of a kind of event (`<family>_<kind>`), e.g. `disruptionSms_cancelled`. */
export function wordedKind(
  words: FormatMessage,
  family: string,
  disruption: SailingDisruption,
  values: NoticeValues,
) {
  return words(`${family}_${disruption.kind}`, values);
}
