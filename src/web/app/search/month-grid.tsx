import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { asDate, monthWeeks, WEEKDAYS } from './calendar-month.ts';
import { euros } from './money-text.ts';
import type { FareCalendar } from './use-departure-dates.ts';

interface MonthGridProps {
  month: string;
  labelledBy: string;
  value: string;
  focused: string;
  min: string;
  /** The last day that may be chosen, when a later crossing bounds it. */
  max?: string;
  /** The sailing days' lowest fares; null while they are not known. */
  fares: FareCalendar;
  onChoose(day: string): void;
  onKeyDown(event: React.KeyboardEvent): void;
}

/** One month of the date picker: a table of weeks whose days are buttons (WAI-ARIA date grid). */
export function MonthGrid({
  month,
  labelledBy,
  value,
  focused,
  min,
  max,
  fares,
  onChoose,
  onKeyDown,
}: MonthGridProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const longDate = (iso: string) => intl.formatDate(asDate(iso), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <table aria-labelledby={labelledBy} className="date-picker__grid" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th
              key={day}
              scope="col"
              abbr={intl.formatDate(asDate(day), { weekday: 'long', timeZone: 'UTC' })}
            >
              {intl.formatDate(asDate(day), { weekday: 'narrow', timeZone: 'UTC' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? 'empty'}>
            {week.map((day, index) =>
              day === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month have no identity
                <td key={index} />
              ) : (
                <DayCell
                  key={day}
                  day={day}
                  selected={day === value}
                  focused={day === focused}
                  outside={day < min || (max !== undefined && day > max)}
                  fare={fares?.get(day)?.lowestFare}
                  known={fares !== null}
                  label={longDate(day)}
                  fareText={(cents) => euros(cents, locale)}
                  onChoose={onChoose}
                />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  day: string;
  selected: boolean;
  focused: boolean;
  /** Before the first day that may be chosen, or after the last. */
  outside: boolean;
  /** The day's lowest fare; undefined when it has no sailing or fares are not known. */
  fare: number | undefined;
  known: boolean;
  label: string;
  fareText(cents: number): string;
  onChoose(day: string): void;
}

function DayCell({ day, selected, focused, outside, fare, known, label, fareText, onChoose }: DayCellProps) {
  const intl = useIntl();
  const noSailing = known && fare === undefined && !outside;
  const detail =
    fare !== undefined
      ? intl.formatMessage({ id: 'searchDayFrom' }, { price: fareText(fare) })
      : noSailing
        ? intl.formatMessage({ id: 'searchDayNoSailings' })
        : '';
  return (
    <td>
      <button
        type="button"
        data-day={day}
        className="date-picker__day"
        data-sailing={fare !== undefined || undefined}
        data-empty={noSailing || undefined}
        tabIndex={focused ? 0 : -1}
        aria-pressed={selected}
        disabled={outside}
        // A day without sailings cannot be chosen, but stays focusable: the arrows walk across it.
        aria-disabled={noSailing || undefined}
        aria-label={detail ? `${label}, ${detail}` : label}
        onClick={() => {
          if (!noSailing) onChoose(day);
        }}
      >
        <span className="date-picker__number">{Number(day.slice(8))}</span>
        {fare !== undefined && <span className="date-picker__fare">{fareText(fare)}</span>}
      </button>
    </td>
  );
}
