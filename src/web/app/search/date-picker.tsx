import { useId } from 'react';
import { fareMonthWindow, isIsoDate } from '#domain/search/calendar-date.ts';
import { FieldError } from '../forms/field-error.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { asDate, monthStart } from './calendar-month.ts';
import { MonthGrid } from './month-grid.tsx';
import { MonthNav } from './month-nav.tsx';
import { useDatePicker } from './use-date-picker.ts';
import { type FareCalendar, fareHint, useDepartureDates } from './use-departure-dates.ts';
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

/**
 * A calendar that marks the days with sailings and their lowest fare (WAI-ARIA date picker dialog:
 * arrows move by day and week, Page Up/Down by month, Enter chooses, Escape closes). Without
 * JavaScript it is a native date input.
 */
export function DatePicker(props: DatePickerProps) {
  const { name, label, min, error, errorId } = props;
  // A day that is no calendar day (`date=2026-13-45` in an address) is shown as not chosen, its error beside it.
  const value = isIsoDate(props.value) ? props.value : '';
  const intl = useIntl();
  const hydrated = useHydrated();
  const id = useId();
  const picker = useDatePicker({ value, min, onChange: props.onChange });
  const month = monthStart(picker.focused);
  const shown = fareMonthWindow(month, min);
  const { fares, failed } = useDepartureDates(props.origin, props.destination, shown.from, shown.days);
  const describedBy = error ? errorId : undefined;

  if (!hydrated) return <NativeDateField {...props} value={value} id={`${id}-native`} />;
  return (
    <div className="form-field search-field date-picker">
      <span className="date-picker__label" id={`${id}-label`}>
        {label}
      </span>
      <input type="hidden" name={name} value={value} />
      <button
        ref={picker.trigger}
        type="button"
        className="date-picker__trigger"
        aria-haspopup="dialog"
        aria-expanded={picker.open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onClick={picker.toggle}
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
      {picker.open && (
        <CalendarDialog
          {...props}
          value={value}
          id={id}
          month={month}
          fares={fares}
          failed={failed}
          picker={picker}
        />
      )}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

/**
 * Before the script runs: the browser's own date field, sent under the same name. A component of its own,
 * so React replaces it whole once the script runs rather than turn this uncontrolled field into the
 * hidden controlled one.
 */
function NativeDateField({ id, name, label, value, min, error, errorId }: DatePickerProps & { id: string }) {
  return (
    <div className="form-field search-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

interface CalendarDialogProps extends DatePickerProps {
  id: string;
  month: string;
  fares: FareCalendar;
  failed: boolean;
  picker: ReturnType<typeof useDatePicker>;
}

/** The open calendar: the month's name between its arrows, the grid of days and what the marks mean. */
function CalendarDialog({
  id,
  label,
  value,
  min,
  origin,
  destination,
  month,
  fares,
  failed,
  picker,
}: CalendarDialogProps) {
  const intl = useIntl();
  return (
    <div
      ref={picker.dialog}
      role="dialog"
      aria-modal="false"
      aria-label={label}
      className="date-picker__dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          picker.close();
        }
      }}
    >
      <MonthNav id={id} month={month} min={min} onMove={(day) => picker.move(day)} />
      <MonthGrid
        month={month}
        labelledBy={`${id}-month`}
        value={value}
        focused={picker.focused}
        min={min}
        fares={fares}
        onChoose={picker.choose}
        onKeyDown={picker.onGridKeyDown}
      />
      <p className="date-picker__hint">
        {intl.formatMessage({ id: fareHint(fares, failed, Boolean(origin && destination)) })}
      </p>
    </div>
  );
}
