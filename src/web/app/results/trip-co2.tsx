import type { SailingCo2 } from '#domain/co2/sailing-co2.ts';
import { useIntl } from '../i18n/intl.tsx';

/** Kilograms to one decimal, so a short hop does not read as 0. */
export const kilograms = (grams: number) => Math.round(grams / 100) / 10;

interface TripCo2Props {
  co2: SailingCo2 | null | undefined;
  vesselName: string;
  /** A leg of a connection: without flying and driving, which compare whole journeys, not one of its sailings. */
  compact?: boolean;
}

/**
 * A sailing's CO2 per passenger with its band, ship and year, or "no data" (issue #28 point 3). The band
 * is written as its letter and words, its colour only repeats them.
 */
export function TripCo2({ co2, vesselName, compact = false }: TripCo2Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!co2) {
    return (
      <p className="trip-co2 trip-co2--none" data-testid="trip-co2">
        {t('resultsCo2NoData')}
      </p>
    );
  }
  const alternatives = [
    co2.flyingGrams !== null && t('resultsCo2Flying', { kg: kilograms(co2.flyingGrams) }),
    co2.drivingGrams !== null && t('resultsCo2Driving', { kg: kilograms(co2.drivingGrams) }),
  ].filter((text) => text !== false);
  return (
    <div className="trip-co2" data-testid="trip-co2" data-co2-grams={co2.grams}>
      <p>
        {t('resultsCo2', { kg: kilograms(co2.grams) })}
        {' · '}
        <span className={`trip-co2__band trip-co2__band--${co2.band}`}>
          {t('resultsCo2Band', { band: co2.band })}
        </span>
        {' · '}
        {t('resultsCo2Source', { ship: vesselName, year: co2.year })}
      </p>
      {!compact && alternatives.length > 0 && <p className="trip-co2__compare">{alternatives.join(' · ')}</p>}
    </div>
  );
}
