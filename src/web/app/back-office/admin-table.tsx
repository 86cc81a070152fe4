import { type ReactNode, useId } from 'react';
import { type Column, TableHead } from '../components/table-head.tsx';

/**
 * A wide table scrolls inside its frame; a frame that scrolls must be reachable by keyboard (axe
 * `scrollable-region-focusable`), so it is a focusable region named by the table's caption.
 */
function TableFrame({ captionId, children }: { captionId?: string; children: ReactNode }) {
  if (!captionId) return <div className="admin-table-wrap">{children}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by Tab to scroll it by keyboard
    <section className="admin-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      {children}
    </section>
  );
}

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
  const captionId = useId();
  return (
    <TableFrame captionId={caption ? captionId : undefined}>
      <table className="admin-table">
        {caption && <caption id={captionId}>{caption}</caption>}
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}
