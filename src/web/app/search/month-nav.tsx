import { useIntl } from '../i18n/intl.tsx';
import { addMonths, asDate, monthStart } from './calendar-month.ts';

interface MonthNavProps {
  /** Prefix of the heading's id, which the month's grid is labelled by (`${id}-month`). */
  id: string;
  /** The month shown, as its first day. */
  month: string;
  /** No month before this day's can be shown. */
  min: string;
  /** Shows another month: the first day of the one before or after. */
  onMove(day: string): void;
}

/** A fare calendar's heading: the month's name between the arrows to the month before and after. */
export function MonthNav({ id, month, min, onMove }: MonthNavProps) {
  const intl = useIntl();
  return (
    <div className="date-picker__header">
      <button
        type="button"
        className="date-picker__nav"
        disabled={month <= monthStart(min)}
        aria-label={intl.formatMessage({ id: 'searchPreviousMonth' })}
        onClick={() => onMove(addMonths(month, -1))}
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
        onClick={() => onMove(addMonths(month, 1))}
      >
        ›
      </button>
    </div>
  );
}
