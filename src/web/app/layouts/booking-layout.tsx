import { Outlet, useRouteError } from 'react-router';
import { BookingBreadcrumb } from '../components/booking-breadcrumb.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { useRootData } from '../use-root-data.ts';
import { SiteChrome } from './default-layout.tsx';

/** The booking pages: the site chrome with the three-step breadcrumb under the header. */
export default function BookingLayout() {
  return (
    <SiteChrome header={<BookingBreadcrumb currentStep={0} />}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const { locale } = useRootData();
  return (
    <SiteChrome header={<BookingBreadcrumb currentStep={0} />}>
      <ErrorPage error={useRouteError()} locale={locale} />
    </SiteChrome>
  );
}
