import type { LocaleCode } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { DisruptionBanner, type DisruptionNoticeView } from './disruption-banner.tsx';

interface TripLeg {
  id: string;
  from: string;
  to: string;
  departure: { date: string; time: string };
  arrival: { date: string; time: string };
}

/** One booking in a list of trips ("My trips", the bookings made in this browser). */
export interface TripView {
  reference: string;
  status: OrderStatus;
  legs: TripLeg[];
  finalPrice: string;
  disruptions: DisruptionNoticeView[];
}

/** Bookings, each opening "My booking": its reference, status, sailings, price and any disruption. */
export function TripList({ trips, locale }: { trips: readonly TripView[]; locale: LocaleCode }) {
  return (
    <ul className="my-trips__list">
      {trips.map((trip) => (
        <li key={trip.reference} className="my-trips__trip">
          <Link to={orderDetailsPath(locale, trip.reference)} className="my-trips__reference">
            {trip.reference}
          </Link>
          <span className="my-trips__status">
            <FormattedMessage id={`orderStatus_${trip.status}`} />
          </span>
          <DisruptionBanner notices={trip.disruptions} />
          <ul className="my-trips__legs">
            {trip.legs.map((leg) => (
              <li key={leg.id}>
                <strong>
                  {leg.from} → {leg.to}
                </strong>{' '}
                <FormattedMessage
                  id="sailingTimes"
                  values={{
                    departureDate: leg.departure.date,
                    departureTime: leg.departure.time,
                    arrivalDate: leg.arrival.date,
                    arrivalTime: leg.arrival.time,
                  }}
                />
              </li>
            ))}
          </ul>
          <span className="my-trips__price">{trip.finalPrice}</span>
        </li>
      ))}
    </ul>
  );
}
