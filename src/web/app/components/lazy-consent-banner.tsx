import { lazy, Suspense } from 'react';
import type { Consent } from '#domain/consent/consent.ts';

const ConsentBannerChunk = lazy(() =>
  import('./consent-banner.tsx').then((module) => ({ default: module.ConsentBanner })),
);

/**
 * The cookie banner with its HTML in the page and its JavaScript fetched once the page is interactive, as
 * the search form's (`LazySearchForm`): until then its buttons are the plain form posted to `/consent`.
 * Every page carries it, chosen or not, so this keeps it out of every page's first JavaScript (issue #32).
 */
export function LazyConsentBanner({ consent }: { consent: Consent | null }) {
  return (
    <Suspense fallback={null}>
      <ConsentBannerChunk consent={consent} />
    </Suspense>
  );
}
