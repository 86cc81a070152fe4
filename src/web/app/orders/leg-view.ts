import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { type LegStatus, legCancellationKind, legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { refundSteps } from '#domain/refunds/refund-steps.ts';
import { moneyText } from '../booking/booking-text.ts';

/** One sailing's state on /orderdetails: whether it may be cancelled alone, and its refund's steps. */
export interface LegView {
  index: number;
  status: LegStatus;
  /** The traveller may cancel it (alone, or as the last valid sailing, the whole order). */
  cancellable: boolean;
  refund: {
    amount: string;
    requested: string;
    accepted: string | null;
    sent: string | null;
    reference: string | null;
    expectedBy: string | null;
  } | null;
}

/** A moment as the business clock (Athens) shows it, in the reader's language. */
function momentText(iso: string | null, locale: LocaleCode): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(LOCALES[locale].iso, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Athens',
  }).format(new Date(iso));
}

function dayText(day: string | null, locale: LocaleCode): string | null {
  if (!day) return null;
  return new Intl.DateTimeFormat(LOCALES[locale].iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The sailings of an order with more than one (decision 0067); none for a single sailing. */
export function legViews(order: Order, locale: LocaleCode): LegView[] {
  if (order.legs.length < 2) return [];
  return order.legs.map((leg, index) => {
    const steps = leg.cancellation ? refundSteps(leg.cancellation) : null;
    return {
      index,
      status: legStatus(leg),
      cancellable: legCancellationKind(order, index) !== 'refused',
      refund:
        leg.cancellation && steps
          ? {
              amount: moneyText(leg.cancellation.refund, locale),
              requested: momentText(steps.requestedAt, locale)!,
              accepted: momentText(steps.acceptedAt, locale),
              sent: momentText(steps.sentAt, locale),
              reference: steps.reference,
              expectedBy: dayText(steps.expectedBy, locale),
            }
          : null,
    };
  });
}
