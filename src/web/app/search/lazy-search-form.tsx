import { lazy, Suspense } from 'react';
import { type PackedPorts, unpackPorts } from './packed-ports.ts';
import type { SearchFormProps } from './search-form.tsx';

/** Starts fetching the form's code (a visitor about to open a folded form); the form itself waits for it. */
export const preloadSearchForm = () => import('./search-form.tsx');

const SearchFormChunk = lazy(() => preloadSearchForm().then((module) => ({ default: module.SearchForm })));

/**
 * The search form with its HTML in the page and its JavaScript fetched once the page is interactive:
 * until then it is the no-JavaScript form (native selects and dates, a GET to the results), then React
 * hydrates it. Content pages stay within their JavaScript budget this way (issue #15).
 */
export function LazySearchForm({ ports, ...props }: Omit<SearchFormProps, 'ports'> & { ports: PackedPorts }) {
  return (
    <Suspense fallback={null}>
      <SearchFormChunk ports={unpackPorts(ports)} {...props} />
    </Suspense>
  );
}
