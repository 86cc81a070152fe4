import type { ReactNode } from 'react';
import type { Column } from '../components/table-head.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { AdminTable } from './admin-table.tsx';
import { Pager } from './pager.tsx';

interface AdminListPageProps<Row> {
  /** The page's name: its heading is `<name>-title`, which labels the section. */
  name: string;
  titleKey: string;
  /** Above the heading: a way back to the page this list belongs to. */
  back?: ReactNode;
  /** Between the heading and the list: an introduction, tabs, the filter form, an action's notice. */
  filters?: ReactNode;
  /** How many rows the filters found, as a status line; without it an empty list says "nothing here yet". */
  found?: { key: string; count: number };
  rows: readonly Row[];
  /** One `<tr>` per row (a table), or one `<li>` per row when `columns` is `'inbox'` (messages). */
  row(row: Row): ReactNode;
  columns: readonly Column[] | 'inbox';
  caption?: ReactNode;
  /** A server-paginated list's page; the pager shows when there is more than one. */
  pager?: { page: number; total: number; perPage: number };
  /** Below the list: the form that adds a row. */
  children?: ReactNode;
}

/**
 * A back-office list page, one shape for all of them: heading, filters, the count found, the rows as a
 * table or an inbox, the pager and what an empty list says.
 */
export function AdminListPage<Row>(props: AdminListPageProps<Row>) {
  const { name, titleKey, found, rows, columns, pager } = props;
  return (
    <section aria-labelledby={`${name}-title`}>
      {props.back}
      <h1 id={`${name}-title`}>
        <FormattedMessage id={titleKey} />
      </h1>
      {props.filters}
      {found && (
        <p role="status">
          <FormattedMessage id={found.key} values={{ count: found.count }} />
        </p>
      )}
      {rows.length === 0 ? (
        !found && (
          <p className="admin-muted">
            <FormattedMessage id="adminListEmpty" />
          </p>
        )
      ) : columns === 'inbox' ? (
        <ul className="admin-inbox">{rows.map(props.row)}</ul>
      ) : (
        <AdminTable columns={columns} caption={props.caption}>
          {rows.map(props.row)}
        </AdminTable>
      )}
      {pager && <Pager {...pager} />}
      {props.children}
    </section>
  );
}
