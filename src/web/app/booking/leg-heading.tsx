import type { Trip } from '#domain/trips/trip.ts';
import { useIntl } from '../i18n/intl.tsx';

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
  const intl = useIntl();
  // The port's own clock: the ISO string carries its offset, so its local part is what the timetable says.
  const local = new Date(`${trip.departureDatetime.slice(0, 19)}Z`);
  const when = intl.formatDate(local, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
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
