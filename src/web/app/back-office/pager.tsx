import { useLocation } from 'react-router';
import { Link } from '../components/link.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/** Previous and next pages of a server-paginated list, keeping the other parameters of the address. */
export function Pager({ page, total, perPage }: { page: number; total: number; perPage: number }) {
  const intl = useIntl();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(target));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav className="admin-pager" aria-label={intl.formatMessage({ id: 'adminPagerLabel' })}>
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev">
          <FormattedMessage id="adminPagerPrevious" />
        </Link>
      )}
      <span>
        <FormattedMessage id="adminPagerPage" values={{ page, pages }} />
      </span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          <FormattedMessage id="adminPagerNext" />
        </Link>
      )}
    </nav>
  );
}
