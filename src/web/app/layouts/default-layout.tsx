import { Outlet, useRouteError } from 'react-router';
import { showsSiteChrome } from '../../../domain/site/chrome-visibility.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { useRootData } from '../use-root-data.ts';

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
