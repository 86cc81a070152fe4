import { useId } from 'react';
import type { SiteImage } from '#application/content-site/content-site-model.ts';
import type { TripDisruptionMark } from '#application/disruptions/list-trip-disruptions.ts';
import { portClock } from '#application/voucher/voucher-formatting.ts';
import { later } from '#domain/disruptions/disruption-notice.ts';
import { lowestFare } from '#domain/results/trip-price.ts';
import {
  arrivalDayOffset,
  durationMinutes,
  FEW_PLACES_LEFT,
  faresByKind,
  isNightRoute,
} from '#domain/results/trip-summary.ts';
import { offersAccessibleCabin } from '#domain/trips/accessible-cabins.ts';
import { sailingTimeZones } from '#domain/trips/sailing-time-zones.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { TipButton } from '../components/tip.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { useHydrated } from '../search/use-hydrated.ts';
import { useRootData } from '../use-root-data.ts';
import { AccessibleIcon } from './accessible-icon.tsx';
import { CompanyMark } from './company-mark.tsx';
import { LocalTimeZone } from './local-time-zone.tsx';
import { TripCo2 } from './trip-co2.tsx';

const CANCELLATION_LABELS = {
  full: 'resultsCancellationFull',
  partial: 'resultsCancellationPartial',
  none: 'resultsCancellationNone',
} as const;

const KIND_LABELS = { deck: 'resultsDeck', seat: 'resultsSeat', cabin: 'resultsCabin' } as const;

/** Port wall-clock time as the date-time writes it: no time zone maths, the same on server and browser. */
const clock = (datetime: string) => datetime.slice(11, 16);

/** A marker or feature with its explanation (spec §2 tooltips), reachable by keyboard and read as a description. */
function Tip({ label, tip, tone }: { label: React.ReactNode; tip: string; tone?: 'marker' }) {
  return (
    <li className={`trip-feature${tone ? ` trip-feature--${tone}` : ''}`}>
      <TipButton className="trip-feature__button" label={label} tip={tip} />
    </li>
  );
}

interface TripCardProps {
  trip: Trip;
  logo: SiteImage | undefined;
  portName(code: string): string;
  fastest: boolean;
  /** What the company told about this sailing, if anything (issue #26). */
  disruption?: TripDisruptionMark;
  selected: boolean;
  onSelect(): void;
}

/**
 * Selecting needs the page's script: until it runs (decision 0040) the button shows it cannot be used yet
 * rather than doing nothing. A component of its own, so that only the button renders again once it runs.
 */
function SelectButton({
  selected,
  onSelect,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={`button ${selected ? 'button--selected' : 'button--primary'}`}
      aria-pressed={selected}
      disabled={!hydrated}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

/** What the company told about the sailing (issue #26): cancelled, delayed to a new time, another ship. */
function DisruptionNote({ trip, disruption }: { trip: Trip; disruption: TripDisruptionMark }) {
  const intl = useIntl();
  const newTime = later(portClock(trip.departureDatetime), disruption.minutes).toISOString().slice(11, 16);
  return (
    <p
      className={`trip-card__disruption trip-card__disruption--${disruption.kind}`}
      data-testid="trip-disruption"
    >
      {intl.formatMessage({ id: 'resultsDisrupted' })}:{' '}
      {intl.formatMessage({ id: `disruptionsKind_${disruption.kind}` }, { ...disruption, newTime })}
    </p>
  );
}

/** What the sailing offers, each with its explanation on hover and focus. */
function TripFeatures({ trip, fastest }: Pick<TripCardProps, 'trip' | 'fastest'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ul className="trip-card__features">
      {fastest && <Tip tone="marker" label={t('resultsFastest')} tip={t('resultsFastestTip')} />}
      {isNightRoute(trip) && <Tip tone="marker" label={t('resultsNight')} tip={t('resultsNightTip')} />}
      {trip.eTicket && <Tip label={t('resultsETicket')} tip={t('resultsETicketTip')} />}
      {trip.garage && <Tip label={t('resultsVehicles')} tip={t('resultsVehiclesTip')} />}
      {trip.pets && trip.petAvailability > 0 && <Tip label={t('resultsPets')} tip={t('resultsPetsTip')} />}
      {trip.cabinAvailability.length > 0 && <Tip label={t('resultsCabins')} tip={t('resultsCabinsTip')} />}
      {offersAccessibleCabin(trip) && (
        <Tip
          label={
            <>
              <AccessibleIcon />
              {t('resultsAccessibleCabin')}
            </>
          }
          tip={t('resultsAccessibleCabinTip')}
        />
      )}
      {trip.webCheckIn && <li className="trip-feature trip-feature--plain">{t('resultsWebCheckIn')}</li>}
      <li className={`trip-feature trip-feature--plain trip-feature--cancel-${trip.cancellation}`}>
        {t(CANCELLATION_LABELS[trip.cancellation])}
      </li>
    </ul>
  );
}

/** One sailing of the results: company, ship, times, fares by kind, what it offers, and Select. */
export function TripCard({ trip, logo, portName, fastest, disruption, selected, onSelect }: TripCardProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const minutes = durationMinutes(trip);
  const arrivalDays = arrivalDayOffset(trip);
  const zones = sailingTimeZones(trip.departureDatetime, trip.arrivalDatetime);
  const from = lowestFare(trip);
  return (
    <article className="trip-card" data-selected={selected || undefined} aria-labelledby={titleId}>
      <header className="trip-card__company">
        <CompanyMark code={trip.company.code} name={trip.company.name} logo={logo} />
        <div>
          <h3 id={titleId} className="trip-card__title">
            {trip.company.name}
            <span className="visually-hidden">
              {` ${clock(trip.departureDatetime)} – ${clock(trip.arrivalDatetime)}`}
            </span>
          </h3>
          <p className="trip-card__vessel">{trip.vesselName}</p>
          {disruption && <DisruptionNote trip={trip} disruption={disruption} />}
        </div>
      </header>
      <div className="trip-card__times">
        <p className="trip-card__time">
          <time dateTime={trip.departureDatetime}>{clock(trip.departureDatetime)}</time>
          {zones && <LocalTimeZone zone={zones.departure} />}
          <span className="trip-card__port">{portName(trip.from)}</span>
        </p>
        <p className="trip-card__duration">
          {t('resultsDuration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
        </p>
        <p className="trip-card__time">
          <time dateTime={trip.arrivalDatetime}>
            {clock(trip.arrivalDatetime)}
            {arrivalDays > 0 && (
              <span className="trip-card__later">{t('resultsDaysLater', { days: arrivalDays })}</span>
            )}
          </time>
          {zones && <LocalTimeZone zone={zones.arrival} />}
          <span className="trip-card__port">{portName(trip.to)}</span>
        </p>
      </div>
      <TripFeatures trip={trip} fastest={fastest} />
      <TripCo2 co2={trip.co2} vesselName={trip.vesselName} />
      <dl className="trip-card__fares">
        {faresByKind(trip).map((fare) => (
          <div key={fare.kind} className="trip-card__fare">
            <dt>{t(KIND_LABELS[fare.kind])}</dt>
            <dd>
              {euros(fare.lowestFare, locale)}
              {fare.available <= FEW_PLACES_LEFT && (
                <span className="trip-card__left">{t('resultsPlacesLeft', { count: fare.available })}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="trip-card__action">
        {from !== null && (
          <p className="trip-card__price">{t('resultsFromPrice', { price: euros(from, locale) })}</p>
        )}
        <SelectButton selected={selected} onSelect={onSelect}>
          {/* Both words take the same room, so choosing the sailing moves neither the button nor its word
              (layout shift, issue #48); the other word is hidden, and not part of the button's name. */}
          <span className="trip-card__select-word">
            <span>{t(selected ? 'resultsSelected' : 'resultsSelect')}</span>
            <span aria-hidden="true">{t(selected ? 'resultsSelect' : 'resultsSelected')}</span>
          </span>
          <span className="visually-hidden">{` ${trip.company.name} ${clock(trip.departureDatetime)}`}</span>
        </SelectButton>
        {/* The booking steps run in the browser: without its script the greyed Select says why. */}
        <noscript>
          <p className="trip-card__needs-script">{t('resultsNeedsJavaScript')}</p>
        </noscript>
      </div>
    </article>
  );
}
