import { FormattedMessage } from '../i18n/intl.tsx';

/** A column of a table: its heading's message key, and a class when the column needs one (money, numbers). */
export type Column = string | { id: string; className: string };

/** A table's header row: one column heading per message key. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { id, className } =
            typeof column === 'string' ? { id: column, className: undefined } : column;
          return (
            <th scope="col" key={id} className={className}>
              <FormattedMessage id={id} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
