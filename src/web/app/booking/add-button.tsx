import { LimitNote } from '../forms/limit-note.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';

interface AddButtonProps {
  /** Names the note under the button. */
  id: string;
  label: string;
  /** Why nothing more can be added (a `legLimit_…` message key); the button is disabled while set. */
  limit: string | null;
  values?: Record<string, string | number>;
  onAdd(): void;
}

/** "Add passenger", "Add vehicle", "Add pet": at their limit disabled, with the reason beside them. */
export function AddButton({ id, label, limit, values, onAdd }: AddButtonProps) {
  const noteId = `${id}-limit`;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={onAdd}
        disabled={limit !== null}
        aria-describedby={noteId}
      >
        <FormattedMessage id={label} />
      </button>
      <LimitNote id={noteId} messageKey={limit ?? undefined} values={values} />
    </>
  );
}
