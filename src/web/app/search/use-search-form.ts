import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { FieldError as FieldFailure } from '#domain/errors/refusal.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { searchablePortCodes } from '#domain/search/port-matching.ts';
import { resultsSearchParams } from '#domain/search/results-url.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { useRootData } from '../use-root-data.ts';
import type { SearchPort } from './search-ports.server.ts';

/** The search rules (and the schema library under them) load once the form is used, not with the page. */
export const loadSearchRules = () => import('#domain/search/results-query.ts');

/** Whether a field (`legs[0].departurePort`) holds the same in both searches; the counts go as one group. */
function sameAt(before: SearchQuery, after: SearchQuery, path: string): boolean {
  const steps = path.startsWith('accommodations')
    ? ['accommodations']
    : path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const at = (query: SearchQuery) =>
    JSON.stringify(
      steps.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], query),
    );
  return at(before) === at(after);
}

interface SearchFormState {
  ports: SearchPort[];
  initial: SearchQuery;
  today: string;
  errors: FieldFailure[];
}

/**
 * The search being edited and the refusals shown beside its fields: a change clears the refusals of the
 * fields it changed, and submitting checks the search with the server's rules before going to the results.
 */
export function useSearchForm({ ports, initial, today, errors }: SearchFormState) {
  const { locale } = useRootData();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const [failures, setFailures] = useState(errors);
  const form = useRef<HTMLFormElement>(null);
  const initialKey = JSON.stringify(initial);
  const errorsKey = JSON.stringify(errors);

  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by value: a new search on the same page
  useEffect(() => {
    setQuery(initial);
    setFailures(errors);
  }, [initialKey, errorsKey]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { parseResultsQuery } = await loadSearchRules();
    const parsed = parseResultsQuery(
      resultsSearchParams({ search: query }),
      today,
      searchablePortCodes(ports),
    );
    if (!parsed.ok) {
      // The rules arrive after an await, outside React's event: commit the messages now, then focus the first.
      flushSync(() => setFailures(parsed.error.fields));
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    navigate(`${localePrefix(locale)}/results?${resultsSearchParams({ search: parsed.value.search })}`);
  };

  return {
    form,
    query,
    onSubmit,
    errorOf: (path: string) => failures.find((failure) => failure.path === path)?.key,
    /** Refusals that belong to no one field. */
    generalErrors: failures.filter(
      (failure) => !/^(legs\[\d+\]\.|returnDate|accommodations\.)/.test(failure.path),
    ),
    change(next: SearchQuery) {
      setQuery(next);
      // Refusals are about what was submitted: a field the traveller changes loses its message.
      setFailures((current) => current.filter((failure) => sameAt(query, next, failure.path)));
    },
  };
}
