import type { AppServices } from '#application/app-services.ts';
import { portClock } from '#application/voucher/voucher-formatting.ts';
import { later } from '#domain/disruptions/disruption-notice.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { sailingTimeText } from '../booking/booking-text.ts';
import { portNames } from '../booking/order-summary.server.ts';
import type { DisruptionNoticeView } from './disruption-banner.tsx';

/**
 * What the order's banner says of each disruption recorded on it (decision 0116): the sailing it happened
 * to, as the leg stood when it was recorded — its route, day and time then, not the sailing a rebooking has
 * since put the leg on — and whether the leg has moved since.
 */
export async function disruptionNotices(
  services: AppServices,
  order: Order,
  locale: LocaleCode,
): Promise<DisruptionNoticeView[]> {
  const recorded = await services.disruptions.listOrderDisruptions.execute({ orderId: order.id });
  if (recorded.length === 0) return [];
  const names = await portNames(services, locale);
  const name = (code: string) => names.get(code) ?? code;
  return recorded.flatMap(({ disruption, sailings }) => {
    const first = sailings[0];
    if (!first) return [];
    const { asRecorded, moved, legIndex } = first;
    const newTime = disruption.delayMinutes
      ? later(portClock(asRecorded.departure), disruption.delayMinutes).toISOString().slice(11, 16)
      : null;
    return [
      {
        kind: disruption.kind,
        legIndex,
        sailing: {
          route: `${name(asRecorded.from)} → ${name(asRecorded.to)}`,
          ...sailingTimeText(asRecorded.departure, locale),
        },
        moved,
        minutes: disruption.delayMinutes ?? 0,
        newTime,
        vessel: disruption.vesselName,
      },
    ];
  });
}
