import type { ReactNode } from 'react';
import { type Column, TableHead } from '../components/table-head.tsx';

/** A back-office list: headed columns, an optional caption, the rows the page renders, wide tables scroll. */
export function AdminTable({
  columns,
  caption,
  children,
}: {
  columns: readonly Column[];
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption && <caption>{caption}</caption>}
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
