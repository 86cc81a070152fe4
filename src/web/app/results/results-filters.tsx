import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import {
  CANCELLATION_POLICIES,
  type ResultsFilters as Filters,
  isCompanySelected,
  toggleCompany,
} from '#domain/results/filter-trips.ts';
import { SORT_ORDERS, type SortOrder } from '#domain/results/sort-trips.ts';
import { resultsSearchParams } from '#domain/search/results-url.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import { TRIP_SERVICES } from '#domain/trips/trip.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useHydrated } from '../search/use-hydrated.ts';

const SORT_LABELS: Record<SortOrder, string> = {
  priceAscending: 'resultsSortPriceAscending',
  priceDescending: 'resultsSortPriceDescending',
  arrivalEarlier: 'resultsSortArrivalEarlier',
  arrivalLater: 'resultsSortArrivalLater',
  departureEarlier: 'resultsSortDepartureEarlier',
  departureLater: 'resultsSortDepartureLater',
  co2Ascending: 'resultsSortCo2Ascending',
};

const POLICY_LABELS = {
  full: 'resultsCancellationFull',
  partial: 'resultsCancellationPartial',
  none: 'resultsCancellationNone',
} as const;

/** The yes/no filters, with the URL parameter each travels under (results-url.ts). */
const FLAGS = [
  ['eTicket', 'eTicket', 'resultsETicket'],
  ['vehicles', 'garage', 'resultsVehicles'],
  ['pets', 'petsAllowed', 'resultsPets'],
  ['webCheckIn', 'webCheckIn', 'resultsWebCheckIn'],
  ['cabins', 'cabins', 'resultsCabins'],
  ['accessibleCabins', 'accessibleCabins', 'resultsAccessibleCabin'],
] as const;

const SERVICE_LABEL = (service: string) => `resultsService${service[0]!.toUpperCase()}${service.slice(1)}`;

interface ResultsFiltersProps {
  search: SearchQuery;
  sort: SortOrder;
  filters: Filters;
  /** Every company in the results, code and name. */
  companies: Array<{ code: string; name: string }>;
  onChange(sort: SortOrder, filters: Filters): void;
}

/**
 * Order and the filters (spec §2, and the accessible cabin of decision 0090) as a GET form of the results page: without JavaScript it is
 * applied with its button; with JavaScript every change applies at once. At least one company stays.
 */
export function ResultsFilters({ search, sort, filters, companies, onChange }: ResultsFiltersProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const t = (id: string) => intl.formatMessage({ id });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const codes = companies.map((company) => company.code);

  // The results come first: the filters start folded (also without JavaScript, where the summary opens
  // them), and open by themselves where the wide layout has a column for them.
  useEffect(() => {
    if (window.matchMedia('(min-width: 1024px)').matches) setOpen(true);
  }, []);

  const apply = (next: Filters) => {
    setRefusal(null);
    onChange(sort, next);
  };
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const searchFields = [...resultsSearchParams({ search }).entries()];

  return (
    <details className="results-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="results-filters__toggle">{t('resultsFiltersTitle')}</summary>
      <Form method="get" className="results-filters__form" preventScrollReset>
        {searchFields.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated names (legs) are told apart by position
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div className="form-field">
          <label htmlFor="results-sort">{t('resultsSortLabel')}</label>
          <select
            id="results-sort"
            name="sort"
            value={sort}
            onChange={(event) => onChange(event.target.value as SortOrder, filters)}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(SORT_LABELS[order])}
              </option>
            ))}
          </select>
        </div>
        {companies.length > 0 && (
          <fieldset className="results-filters__group">
            <legend>{t('resultsCompanies')}</legend>
            {companies.map((company) => (
              <label key={company.code} className="checkbox">
                <input
                  type="checkbox"
                  name="companies"
                  value={company.code}
                  checked={isCompanySelected(filters, company.code)}
                  onChange={() => {
                    const next = toggleCompany(filters, company.code, codes);
                    if (!next.ok) return setRefusal(next.error.code);
                    const all = codes.every((code) => isCompanySelected(next.value, code));
                    apply({ ...next.value, companies: all ? null : next.value.companies });
                  }}
                />
                {company.name}
              </label>
            ))}
            {refusal && (
              <p className="form-field__error" role="alert">
                {t(refusal)}
              </p>
            )}
          </fieldset>
        )}
        <fieldset className="results-filters__group">
          <legend>{t('resultsServices')}</legend>
          {TRIP_SERVICES.map((service) => (
            <label key={service} className="checkbox">
              <input
                type="checkbox"
                name="services"
                value={service}
                checked={filters.services.includes(service)}
                onChange={() => apply({ ...filters, services: toggle(filters.services, service) })}
              />
              {t(SERVICE_LABEL(service))}
            </label>
          ))}
        </fieldset>
        <fieldset className="results-filters__group">
          <legend>{t('resultsCancellationPolicy')}</legend>
          {CANCELLATION_POLICIES.map((policy) => (
            <label key={policy} className="checkbox">
              <input
                type="checkbox"
                name="policies"
                value={policy}
                checked={filters.policies.includes(policy)}
                onChange={() => apply({ ...filters, policies: toggle(filters.policies, policy) })}
              />
              {t(POLICY_LABELS[policy])}
            </label>
          ))}
        </fieldset>
        <fieldset className="results-filters__group">
          <legend>{t('resultsOnBoard')}</legend>
          {FLAGS.map(([flag, param, label]) => (
            <label key={flag} className="checkbox">
              <input
                type="checkbox"
                name={param}
                value="1"
                checked={filters[flag]}
                onChange={() => apply({ ...filters, [flag]: !filters[flag] })}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        {!hydrated && (
          <button type="submit" className="button button--primary">
            {t('resultsApplyFilters')}
          </button>
        )}
      </Form>
    </details>
  );
}
