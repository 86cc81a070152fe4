import type { AppServices } from '#application/app-services.ts';
import { portClock } from '#application/voucher/voucher-formatting.ts';
import { later } from '#domain/disruptions/disruption-notice.ts';
import type { Order } from '#domain/orders/order.ts';
import type { DisruptionNoticeView } from './disruption-banner.tsx';

/** What the order's banner says of each disruption recorded on it: the first leg it touches, what changed. */
export async function disruptionNotices(
  services: AppServices,
  order: Order,
): Promise<DisruptionNoticeView[]> {
  const recorded = await services.disruptions.listOrderDisruptions.execute({ orderId: order.id });
  return recorded.map(({ disruption, legs }) => {
    const legIndex = legs[0] ?? 0;
    const departure = order.legs[legIndex]?.booking.departureDatetime;
    const newTime =
      departure && disruption.delayMinutes
        ? later(portClock(departure), disruption.delayMinutes).toISOString().slice(11, 16)
        : null;
    return {
      kind: disruption.kind,
      legIndex,
      minutes: disruption.delayMinutes ?? 0,
      newTime,
      vessel: disruption.vesselName,
    };
  });
}
