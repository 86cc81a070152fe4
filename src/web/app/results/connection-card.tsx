import { useId } from 'react';
import type { SiteImage } from '#application/content-site/content-site-model.ts';
import { chosenConnectionParams } from '#domain/connections/chosen-connection.ts';
import type { ItineraryChange } from '#domain/connections/connection-rules.ts';
import { type Itinerary, itinerarySearch, partyFare } from '#domain/connections/itinerary.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { arrivalDayOffset, departureDayOffset } from '#domain/results/trip-summary.ts';
import type { Accommodations } from '#domain/search/accommodations.ts';
import { sailingTimeZones } from '#domain/trips/sailing-time-zones.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { Link } from '../components/link.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { resultsPath } from '../search/results-path.ts';
import { useRootData } from '../use-root-data.ts';
import { CompanyMark } from './company-mark.tsx';
import { LocalTimeZone } from './local-time-zone.tsx';
import { kilograms, TripCo2 } from './trip-co2.tsx';

/** Port wall-clock time as the date-time writes it, as on a sailing's card. */
const clock = (datetime: string) => datetime.slice(11, 16);

/**
 * The multi-trip search of the itinerary's legs carrying its sailings (decision 0087): the booking opens
 * with them chosen. Without script it is still that search, where the traveller picks them.
 */
function bookingPath(locale: LocaleCode, itinerary: Itinerary, accommodations: Accommodations): string {
  const search = resultsPath(locale, { search: itinerarySearch(itinerary, accommodations) });
  return `${search}&${new URLSearchParams(chosenConnectionParams(itinerary))}`;
}

const hoursAndMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

interface ConnectionCardProps {
  itinerary: Itinerary;
  accommodations: Accommodations;
  logos: Record<string, SiteImage>;
  portName(code: string): string;
}

/** "+2 days" after a time on a later day than the journey's first departure; nothing on that day. */
function DaysLater({ days }: { days: number }) {
  const intl = useIntl();
  return days > 0 ? intl.formatMessage({ id: 'resultsDaysLater' }, { days }) : null;
}

/**
 * One sailing of the journey: company, ship, when it leaves and arrives, and its CO2 per passenger. Its
 * days are counted from the journey's first departure (`journeyStart`), and its times carry their zones
 * when its ports keep different clocks.
 */
function ConnectionLeg({
  trip,
  journeyStart,
  logo,
  portName,
}: {
  trip: Trip;
  journeyStart: string;
  logo?: SiteImage;
  portName(code: string): string;
}) {
  const zones = sailingTimeZones(trip.departureDatetime, trip.arrivalDatetime);
  return (
    <div className="connection-card__leg">
      <CompanyMark code={trip.company.code} name={trip.company.name} logo={logo} />
      <div className="connection-card__about">
        <p className="connection-card__sailing">
          <span className="connection-card__company">
            {trip.company.name} · {trip.vesselName}
          </span>
          <span>
            <time dateTime={trip.departureDatetime}>{clock(trip.departureDatetime)}</time>
            <DaysLater days={departureDayOffset(trip, journeyStart)} />
            {zones && (
              <>
                {' '}
                <LocalTimeZone zone={zones.departure} />
              </>
            )}{' '}
            {portName(trip.from)} → <time dateTime={trip.arrivalDatetime}>{clock(trip.arrivalDatetime)}</time>
            <DaysLater days={arrivalDayOffset(trip, journeyStart)} />
            {zones && (
              <>
                {' '}
                <LocalTimeZone zone={zones.arrival} />
              </>
            )}{' '}
            {portName(trip.to)}
          </span>
        </p>
        <TripCo2 co2={trip.co2} vesselName={trip.vesselName} compact />
      </div>
    </div>
  );
}

/** The wait between two sailings, a change of port by road said first (decision 0093), and a night flagged. */
function ConnectionWait({ change, portName }: { change: ItineraryChange; portName(code: string): string }) {
  const intl = useIntl();
  const { byRoad } = change;
  return (
    <p className="connection-card__wait" data-overnight={change.overnight || undefined}>
      {byRoad && (
        <strong className="connection-card__by-road">
          {intl.formatMessage(
            { id: 'resultsConnectionByRoad' },
            {
              from: portName(byRoad.from),
              to: portName(change.port),
              ...hoursAndMinutes(byRoad.minimumMinutes),
            },
          )}
        </strong>
      )}
      {intl.formatMessage(
        { id: 'resultsConnectionWait' },
        { port: portName(change.port), ...hoursAndMinutes(change.waitMinutes) },
      )}
      {change.overnight && (
        <strong className="connection-card__overnight">
          {intl.formatMessage({ id: 'resultsConnectionOvernight' })}
        </strong>
      )}
    </p>
  );
}

/** The whole journey's CO2 per passenger, or "no data" when a leg has none: never a part sold as the whole. */
function ConnectionCo2({ grams }: { grams: number | null }) {
  const intl = useIntl();
  return (
    <p className="connection-card__co2" data-testid="connection-co2" data-co2-grams={grams ?? undefined}>
      {grams === null
        ? intl.formatMessage({ id: 'resultsConnectionCo2NoData' })
        : intl.formatMessage({ id: 'resultsConnectionCo2' }, { kg: kilograms(grams) })}
    </p>
  );
}

/** A connection of the results (issue #28): each leg and wait, the whole journey's time and fare, and Book. */
export function ConnectionCard({ itinerary, accommodations, logos, portName }: ConnectionCardProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const titleId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { passengers } = accommodations;
  const fare = partyFare(itinerary, passengers);
  return (
    <article className="connection-card" aria-labelledby={titleId} data-testid="connection-card">
      <h3 id={titleId} className="connection-card__title">
        {`${clock(itinerary.departureDatetime)} – ${clock(itinerary.arrivalDatetime)}`}
        <DaysLater days={arrivalDayOffset(itinerary.legs.at(-1)!, itinerary.departureDatetime)} />
        {' · '}
        {t('resultsConnectionChanges', { count: itinerary.changes.length })}
      </h3>
      <ol className="connection-card__legs">
        {itinerary.legs.map((trip, index) => (
          <li key={trip.id}>
            <ConnectionLeg
              trip={trip}
              journeyStart={itinerary.departureDatetime}
              logo={logos[trip.company.code]}
              portName={portName}
            />
            {itinerary.changes[index] && (
              <ConnectionWait change={itinerary.changes[index]} portName={portName} />
            )}
          </li>
        ))}
      </ol>
      <p className="connection-card__total">
        {t('resultsConnectionTotalTime', hoursAndMinutes(itinerary.totalMinutes))}
      </p>
      <ConnectionCo2 grams={itinerary.totalCo2Grams} />
      <div className="connection-card__action">
        {fare !== null && (
          <p className="connection-card__price">
            {t('resultsConnectionTotalPrice', { price: euros(fare, locale), passengers })}
          </p>
        )}
        <Link className="button button--primary" to={bookingPath(locale, itinerary, accommodations)}>
          {t('resultsConnectionBook')}
          <span className="visually-hidden">{` ${clock(itinerary.departureDatetime)}`}</span>
        </Link>
      </div>
    </article>
  );
}
