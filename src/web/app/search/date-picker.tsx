import { useEffect, useId, useRef, useState } from 'react';
import { addDays, isIsoDate } from '#domain/search/calendar-date.ts';
import { FieldError } from '../forms/field-error.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { euros } from './money-text.ts';
import { useDepartureDates } from './use-departure-dates.ts';
import { useHydrated } from './use-hydrated.ts';

interface DatePickerProps {
  /** The form field name the day is sent under (`date`, `return`). */
  name: string;
  label: string;
  value: string;
  onChange(date: string): void;
  /** The first day that can be chosen (today, or the outbound day for a return). */
  min: string;
  /** The route whose sailings the calendar marks; fares show once both ends are chosen. */
  origin: string;
  destination: string;
  error?: string;
  errorId: string;
}

/** Days are UTC noon dates here: only the calendar day matters, never the clock or the zone. */
const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;
const addMonths = (iso: string, months: number) => {
  const date = asDate(monthStart(iso));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
const laterDay = (a: string, b: string) => (a > b ? a : b);
/** Monday-first weekday, 0..6. */
const weekday = (iso: string) => (asDate(iso).getUTCDay() + 6) % 7;

function monthDays(month: string): Array<string | null> {
  const first = monthStart(month);
  const cells: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A calendar that marks the days with sailings and their lowest fare (WAI-ARIA date picker dialog:
 * arrows move by day and week, Page Up/Down by month, Enter chooses, Escape closes). Without
 * JavaScript it is a native date input.
 */
export function DatePicker(props: DatePickerProps) {
  const { name, label, onChange, min, origin, destination, error, errorId } = props;
  // A day that is no calendar day (`date=2026-13-45` in an address) is shown as not chosen, its error beside it.
  const value = isIsoDate(props.value) ? props.value : '';
  const intl = useIntl();
  const { locale } = useRootData();
  const hydrated = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(value || min);
  const month = monthStart(focused);
  const fares = useDepartureDates(origin, destination, laterDay(month, min), 62);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const describedBy = error ? errorId : undefined;

  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!hydrated) {
    return (
      <div className="form-field search-field">
        <label htmlFor={`${id}-native`}>{label}</label>
        {/* Keyed: once the script runs, a hidden input takes this place, and React must not turn this
            uncontrolled date field into that controlled one. */}
        <input
          key="native"
          id={`${id}-native`}
          type="date"
          name={name}
          defaultValue={value}
          min={min}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldError id={errorId} messageKey={error} />
      </div>
    );
  }

  const longDate = (iso: string) => intl.formatDate(asDate(iso), { dateStyle: 'full', timeZone: 'UTC' });
  const choose = (iso: string) => {
    onChange(iso);
    setOpen(false);
    trigger.current?.focus();
  };
  const move = (iso: string) => setFocused(laterDay(iso, min));

  const onGridKeyDown = (event: React.KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) move(addDays(focused, step));
    else if (event.key === 'PageUp') move(addMonths(focused, -1));
    else if (event.key === 'PageDown') move(addMonths(focused, 1));
    else if (event.key === 'Home') move(addDays(focused, -weekday(focused)));
    else if (event.key === 'End') move(addDays(focused, 6 - weekday(focused)));
    else return;
    event.preventDefault();
  };

  const weekdays = Array.from({ length: 7 }, (_, index) => addDays('2024-01-01', index));
  const cells = monthDays(month);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));

  return (
    <div className="form-field search-field date-picker">
      <span className="date-picker__label" id={`${id}-label`}>
        {label}
      </span>
      <input type="hidden" name={name} value={value} />
      <button
        ref={trigger}
        type="button"
        className="date-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => {
          setFocused(value || min);
          setOpen((was) => !was);
        }}
      >
        <span id={`${id}-value`} className={value ? undefined : 'date-picker__placeholder'}>
          {value
            ? intl.formatDate(asDate(value), {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              })
            : intl.formatMessage({ id: 'searchChooseDate' })}
        </span>
      </button>
      {open && (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="false"
          aria-label={label}
          className="date-picker__dialog"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
              trigger.current?.focus();
            }
          }}
        >
          <div className="date-picker__header">
            <button
              type="button"
              className="date-picker__nav"
              disabled={month <= monthStart(min)}
              aria-label={intl.formatMessage({ id: 'searchPreviousMonth' })}
              onClick={() => move(addMonths(focused, -1))}
            >
              ‹
            </button>
            <h2 className="date-picker__month" aria-live="polite" id={`${id}-month`}>
              {intl.formatDate(asDate(month), { month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </h2>
            <button
              type="button"
              className="date-picker__nav"
              aria-label={intl.formatMessage({ id: 'searchNextMonth' })}
              onClick={() => move(addMonths(focused, 1))}
            >
              ›
            </button>
          </div>
          <table aria-labelledby={`${id}-month`} className="date-picker__grid" onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {weekdays.map((day) => (
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
              {weeks.map((week) => (
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
                        past={day < min}
                        fare={fares?.get(day)?.lowestFare}
                        known={fares !== null}
                        label={longDate(day)}
                        fareText={(cents) => euros(cents, locale)}
                        onChoose={choose}
                      />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="date-picker__hint">
            {intl.formatMessage({
              id: fares === null && origin && destination ? 'searchLoadingFares' : 'searchFaresHint',
            })}
          </p>
        </div>
      )}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

interface DayCellProps {
  day: string;
  selected: boolean;
  focused: boolean;
  past: boolean;
  /** The day's lowest fare; undefined when it has no sailing or fares are not known. */
  fare: number | undefined;
  known: boolean;
  label: string;
  fareText(cents: number): string;
  onChoose(day: string): void;
}

function DayCell({ day, selected, focused, past, fare, known, label, fareText, onChoose }: DayCellProps) {
  const intl = useIntl();
  const noSailing = known && fare === undefined && !past;
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
        disabled={past}
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
