import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { showsSiteChrome } from '#domain/site/chrome-visibility.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { SITE_NAME } from '../seo/page-meta.ts';
import { notFoundMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/default-layout.ts';

/** Header, menu and footer around the page; both go when a booking partner embeds the site. */
export function SiteChrome({ children, header }: { children: React.ReactNode; header?: React.ReactNode }) {
  const { bookingPartnerUserId } = useRootData();
  const chrome = showsSiteChrome(bookingPartnerUserId);
  return (
    <>
      <NavigationProgress />
      {chrome && <SiteHeader>{header}</SiteHeader>}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      {chrome && <SiteFooter />}
    </>
  );
}

/** A page that threw is rendered by this layout's boundary, so its title is decided here. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : [{ title: SITE_NAME }];

export default function DefaultLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A failing page keeps the header and footer, so the visitor can carry on from here. */
export function ErrorBoundary() {
  const { locale } = useRootData();
  return (
    <SiteChrome>
      <ErrorPage error={useRouteError()} locale={locale} />
    </SiteChrome>
  );
}
