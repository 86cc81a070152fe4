import type { ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';

/** One of an item's facts: its label (a message key) and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The top of a back-office item page: the way back to its list, its heading (`titleId`), its facts. */
export function ItemHeader({
  back,
  titleId,
  title,
  children,
}: {
  back: { to: string; label: string };
  titleId: string;
  title: ReactNode;
  /** The item's `Fact`s. */
  children: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to={back.to}>
          <FormattedMessage id={back.label} />
        </Link>
      </p>
      <h1 id={titleId}>{title}</h1>
      <dl className="admin-facts">{children}</dl>
    </>
  );
}
