import { Form } from 'react-router';
import { localePrefix } from '#domain/i18n/locales.ts';
import { adminPath } from '../back-office/admin-paths.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { Link } from './link.tsx';

/**
 * The header's account corner: who is signed in, their trips, the way into the back office for staff
 * (issue #30) and into booknow for a reseller (issue #51), and a sign-out button (a POST); or a sign-in link.
 */
export function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const { locale, user } = useRootData();
  const prefix = localePrefix(locale);
  if (!user) {
    return (
      <Link to={`${prefix}/login`} className="account-menu__sign-in" onClick={onNavigate}>
        <FormattedMessage id="navSignIn" />
      </Link>
    );
  }
  return (
    <div className="account-menu">
      <span className="account-menu__user" title={user.email}>
        <span className="visually-hidden">
          <FormattedMessage id="accountSignedInAs" />{' '}
        </span>
        {user.name ?? user.email}
      </span>
      <Link to={`${prefix}/mytrips`} className="account-menu__trips" onClick={onNavigate}>
        <FormattedMessage id="myTripsTitle" />
      </Link>
      {user.reseller && (
        <Link to={`${prefix}/booknow`} className="account-menu__back-office" onClick={onNavigate}>
          <FormattedMessage id="navBooknow" />
        </Link>
      )}
      {user.staff && (
        <Link to={adminPath(locale)} className="account-menu__back-office" onClick={onNavigate}>
          <FormattedMessage id="navBackOffice" />
        </Link>
      )}
      <Form method="post" action={`${prefix}/logout`} onSubmit={onNavigate}>
        <button type="submit" className="account-menu__sign-out">
          <FormattedMessage id="navSignOut" />
        </button>
      </Form>
    </div>
  );
}
