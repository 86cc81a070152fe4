import { useState } from 'react';
import { Outlet, useRouteError } from 'react-router';
import type { BookingLayoutContext } from '../booking/breadcrumb-step.ts';
import { BookingBreadcrumb } from '../components/booking-breadcrumb.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { useRootData } from '../use-root-data.ts';
import { SiteChrome } from './default-layout.tsx';

/** The booking pages: the site chrome with the three-step breadcrumb under the header. */
export default function BookingLayout() {
  const [step, setStep] = useState(0);
  return (
    <SiteChrome header={<BookingBreadcrumb currentStep={step} />}>
      <Outlet context={{ setBreadcrumbStep: setStep } satisfies BookingLayoutContext} />
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
