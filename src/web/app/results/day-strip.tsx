import { useEffect, useRef } from 'react';
import { Link } from '../components/link.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { useRootData } from '../use-root-data.ts';
import type { StripDay } from './results-data.server.ts';

/** The days around the searched one with their lowest fare, each a link to the same search on that day. */
export function DayStrip({ days, label }: { days: StripDay[]; label: string }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const list = useRef<HTMLUListElement>(null);
  const current = days.find((day) => day.current)?.date;
  // On a phone the strip scrolls sideways: the chosen day is brought to its middle (issue #30), without
  // moving the page itself as scrollIntoView would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another chosen day (a new search) scrolls it again
  useEffect(() => {
    const strip = list.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!strip || !chosen) return;
    strip.scrollLeft = chosen.offsetLeft - strip.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
  }, [current]);
  if (days.length === 0) return null;
  return (
    <nav className="day-strip" aria-label={label}>
      <ul ref={list}>
        {days.map((day) => (
          <li key={day.date}>
            <Link
              to={day.path}
              className="day-strip__day"
              aria-current={day.current ? 'date' : undefined}
              data-empty={day.lowestFare === null || undefined}
              preventScrollReset
            >
              <span className="day-strip__date">{day.label}</span>
              <span className="day-strip__fare">
                {day.lowestFare === null
                  ? intl.formatMessage({ id: 'resultsNoSailingsShort' })
                  : intl.formatMessage({ id: 'searchDayFrom' }, { price: euros(day.lowestFare, locale) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
