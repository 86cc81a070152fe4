import { useState } from 'react';
import { Outlet, useRouteError } from 'react-router';
import type { BookingLayoutContext, BreadcrumbState } from '../booking/breadcrumb-step.ts';
import { BookingBreadcrumb } from '../components/booking-breadcrumb.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { useRootData } from '../use-root-data.ts';
import { SiteChrome } from './default-layout.tsx';

/** The search form's styles, the results' and the booking steps' (issue #32). */
/**
 * The results' first screen is the search panel and the sailings; the booking steps render in the browser
 * once a sailing is chosen, so their styles come as a file after the content (decision 0098).
 */
export const handle: StylesHandle = {
  styles: ['search', 'results', 'booking'],
  stylesAfterContent: ['pickers', 'booking'],
};

/** The booking pages: the site chrome with the three-step breadcrumb under the header. */
export default function BookingLayout() {
  const [breadcrumb, setBreadcrumb] = useState<BreadcrumbState>({ step: 0, open: [] });
  return (
    <SiteChrome header={<BookingBreadcrumb {...breadcrumb} />}>
      {/* At least a screen high: the footer stays below the screen as the steps change (issue #48). */}
      <div className="booking-page">
        <Outlet context={{ setBreadcrumb } satisfies BookingLayoutContext} />
      </div>
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const { locale } = useRootData();
  return (
    <SiteChrome header={<BookingBreadcrumb step={0} open={[]} />}>
      <ErrorPage error={useRouteError()} locale={locale} />
    </SiteChrome>
  );
}
