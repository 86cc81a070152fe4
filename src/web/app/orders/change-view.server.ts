import type { AppServices } from '#application/app-services.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { isIsoDate } from '#domain/search/calendar-date.ts';
import { moneyText, sailingTimeText } from '../booking/booking-text.ts';
import { portNames } from '../booking/order-summary.server.ts';
import { type AdditionView, additionView } from './addition-view.server.ts';

/** One sailing the leg could move to, as the change page shows it: figures already in the reader's money. */
interface ChangeSailingView {
  tripId: string;
  time: string;
  vessel: string;
  places: number;
  /** Fare difference, fee and what is paid (or given back), nothing hidden; null when the company refuses. */
  difference: { fare: string; fee: string; total: string } | null;
  refusal: string | null;
}

export interface ChangePageView {
  reference: string;
  legIndex: number;
  route: { from: string; to: string };
  passengers: { index: number; name: string; surname: string }[];
  date: string;
  sailings: ChangeSailingView[] | null;
  /** The page adds a vehicle, trailer or pet (decision 0083) instead of changing the sailing or a passenger. */
  addition: AdditionView | null;
  notice: string | null;
  /** Opened from a disruption's choices: each sailing's move is waived (decision 0082). */
  forDisruption: boolean;
}

/** The addition asked in the page's address: its fields, and whether its price was asked for. */
type AdditionAsked = Pick<Parameters<typeof additionView>[3], 'values' | 'asked'>;

/**
 * The leg's page of changes: its passengers, and the day's other sailings when a day was asked; or, on the
 * page of an addition, what is being added and its price.
 */
export async function changePageView(
  services: AppServices,
  access: OrderAccess,
  order: Order,
  input: {
    legIndex: number;
    date: string | null;
    locale: LocaleCode;
    forDisruption: boolean;
    addition: AdditionAsked | null;
  },
): Promise<ChangePageView> {
  const { booking } = order.legs[input.legIndex]!;
  const names = await portNames(services, input.locale);
  const date = input.date && isIsoDate(input.date) ? input.date : booking.departureDatetime.slice(0, 10);
  const view: ChangePageView = {
    reference: order.reference,
    legIndex: input.legIndex,
    route: {
      from: names.get(booking.departurePort) ?? booking.departurePort,
      to: names.get(booking.destinationPort) ?? booking.destinationPort,
    },
    passengers: booking.passengers.map((passenger, index) => ({
      index,
      name: passenger.name,
      surname: passenger.surname,
    })),
    date,
    sailings: null,
    addition: null,
    notice: null,
    forDisruption: input.forDisruption,
  };
  if (input.addition) {
    const { legIndex, locale } = input;
    return {
      ...view,
      addition: await additionView(services, access, order, { ...input.addition, legIndex, locale }),
    };
  }
  if (!input.date) return view;
  const listed = await services.checkout.listChangeSailings.execute({
    ...access,
    legIndex: input.legIndex,
    date,
    forDisruption: input.forDisruption,
  });
  if (!listed.ok) return { ...view, notice: listed.error.code };
  const money = (cents: number) => moneyText(cents, input.locale);
  return {
    ...view,
    sailings: listed.value.map((sailing) => ({
      tripId: sailing.tripId,
      time: sailingTimeText(sailing.departureDatetime, input.locale).time,
      vessel: sailing.vesselName,
      places: sailing.available,
      difference: sailing.quote
        ? {
            fare: money(sailing.quote.fareDifference),
            fee: money(sailing.quote.fee),
            total: money(sailing.quote.total),
          }
        : null,
      refusal: sailing.refusal,
    })),
  };
}
