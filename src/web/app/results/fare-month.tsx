import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { fareMonthWindow } from '#domain/search/calendar-date.ts';
import { type SearchQuery, searchedLegs } from '#domain/search/search-query.ts';
import { useIntl } from '../i18n/intl.tsx';
import { laterDay, monthStart } from '../search/calendar-month.ts';
import { MonthGrid } from '../search/month-grid.tsx';
import { MonthNav } from '../search/month-nav.tsx';
import { fareHint, useDepartureDates } from '../search/use-departure-dates.ts';
import { useFareMonth } from './use-fare-month.ts';

interface FareMonthProps {
  search: SearchQuery;
  /** The crossing, as `searchedLegs` numbers them. */
  legIndex: number;
  today: string;
  /** The same search with this crossing on another day. */
  pathOf(day: string): string;
}

/**
 * Issue #28: the month around a searched crossing with the lowest fare of each day across the companies,
 * beside the strip of nearby days. Its fares are asked for (one month at a time) only once it is opened;
 * a day without sailings cannot be chosen, any other goes to the same search on that day.
 */
export function FareMonth({ search, legIndex, today, pathOf }: FareMonthProps) {
  const legs = searchedLegs(search);
  const { departurePort: origin, destinationPort: destination, departureDate: date } = legs[legIndex]!;
  // A crossing cannot leave before the one before it, nor after the one after it (a round trip's return).
  const min = legIndex > 0 ? laterDay(legs[legIndex - 1]!.departureDate, today) : today;
  const max = legs[legIndex + 1]?.departureDate || undefined;
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const month = useFareMonth(date, min, max);
  const shown = monthStart(month.focused);
  const range = fareMonthWindow(shown, min);
  const { fares, failed } = useDepartureDates(open ? origin : '', destination, range.from, range.days);
  return (
    <details className="fare-month" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{intl.formatMessage({ id: 'resultsFareMonth' })}</summary>
      {open && (
        <div ref={month.grid} className="fare-month__calendar">
          <MonthNav id={id} month={shown} min={min} onMove={month.move} />
          <MonthGrid
            month={shown}
            labelledBy={`${id}-month`}
            value={date}
            focused={month.focused}
            min={min}
            max={max}
            fares={fares}
            onChoose={(day) => navigate(pathOf(day), { preventScrollReset: true })}
            onKeyDown={month.onGridKeyDown}
          />
          <p className="date-picker__hint">{intl.formatMessage({ id: fareHint(fares, failed, true) })}</p>
        </div>
      )}
    </details>
  );
}
