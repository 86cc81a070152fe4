import { Outlet, useMatches, useRouteError } from 'react-router';
import { mayStaff, staffRolesOf } from '#domain/back-office/staff-permissions.ts';
import { sessionContext } from '../auth/session.server.ts';
import { ADMIN_SECTIONS } from '../back-office/admin-nav.ts';
import { adminPath } from '../back-office/admin-paths.ts';
import { staffOnly } from '../back-office/staff-only.server.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { NavLink } from '../components/link.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import adminStyles from '../styles/admin.css?url';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/admin-layout.ts';

/** The order's lines in the back office look as on the traveller's pages (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const middleware: Route.MiddlewareFunction[] = staffOnly;

/** The sections this member of staff may open, and their roles for the header line. */
export function loader({ context }: Route.LoaderArgs) {
  const actor = context.get(sessionContext);
  return {
    sections: ADMIN_SECTIONS.filter((section) => mayStaff(actor, section.ability)).map((s) => s.path),
    roles: staffRolesOf(actor),
  };
}

function AdminShell({
  children,
  sections,
  roles,
}: {
  children: React.ReactNode;
  sections: readonly string[];
  roles: readonly string[];
}) {
  const { locale } = useRootData();
  const intl = useIntl();
  return (
    <>
      <NavigationProgress />
      <SiteHeader chat={false} />
      <div className="admin container">
        <nav className="admin__nav" aria-label={intl.formatMessage({ id: 'adminNavLabel' })}>
          <p className="admin__title">
            <FormattedMessage id="adminTitle" />
          </p>
          <p className="admin__roles">
            {roles.map((role) => intl.formatMessage({ id: `adminRole.${role}` })).join(' · ')}
          </p>
          <ul>
            {ADMIN_SECTIONS.filter((section) => sections.includes(section.path)).map((section) => (
              <li key={section.path}>
                <NavLink to={adminPath(locale, section.path)}>
                  <FormattedMessage id={section.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell sections={loaderData.sections} roles={loaderData.roles}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused or missing page keeps the back office's menu when the layout itself let the user in. */
export function ErrorBoundary() {
  const { locale } = useRootData();
  const layout = useMatches().find((match) => match.id.startsWith('admin-layout'));
  const data = layout?.loaderData as ReturnType<typeof loader> | undefined;
  return (
    <AdminShell sections={data?.sections ?? []} roles={data?.roles ?? []}>
      <ErrorPage error={useRouteError()} locale={locale} />
    </AdminShell>
  );
}
