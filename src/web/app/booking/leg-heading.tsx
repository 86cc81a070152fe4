import type { Trip } from '#domain/trips/trip.ts';
import { type IntlShape, useIntl } from '../i18n/intl.tsx';

/** "Tue 15 Dec, 07:25" on the port's own clock: the ISO string carries its offset, so its local part is the timetable's. */
export function sailingWhen(intl: IntlShape, trip: Trip): string {
  return intl.formatDate(new Date(`${trip.departureDatetime.slice(0, 19)}Z`), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** "Piraeus → Santorini · Blue Star Ferries · Tue 15 Dec, 07:25": a sailing named the way travellers say it. */
export function LegHeading({
  id,
  trip,
  portName,
}: {
  id: string;
  trip: Trip;
  portName: (code: string) => string;
}) {
  const when = sailingWhen(useIntl(), trip);
  return (
    <header className="booking-card__head">
      <h2 id={id}>
        {portName(trip.from)} → {portName(trip.to)}
      </h2>
      <p>
        {trip.company.name} · {trip.vesselName} · {when}
      </p>
    </header>
  );
}
