import type { AppServices } from '#application/app-services.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { needsPayment } from '#domain/orders/order-change.ts';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';
import { moneyText } from '../booking/booking-text.ts';
import type { AwaitingChangeView } from './change-awaiting-payment.tsx';

/**
 * The order's held changes that cost something, as the booking page offers them to pay (decision 0095): a
 * change staff held for the traveller, or one the traveller left at the card provider. The hold's end is
 * written in Athens time, the agency's clock.
 */
export async function awaitingChanges(
  services: AppServices,
  access: OrderAccess,
  locale: LocaleCode,
): Promise<AwaitingChangeView[]> {
  const open = await services.checkout.listOpenChanges.execute(access);
  if (!open.ok) return [];
  const time = new Intl.DateTimeFormat(LOCALES[locale].iso, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  });
  return open.value
    .filter((change) => change.status === 'held' && needsPayment(change))
    .map((change) => ({
      id: change.id,
      legIndex: change.legIndex,
      amount: moneyText(change.total, locale),
      until: time.format(new Date(change.expiresAt)),
    }));
}
