import { useId } from 'react';
import { Form } from 'react-router';
import type { FieldError as FieldFailure } from '#domain/errors/refusal.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import {
  addSearchLeg,
  MAX_MULTIPLE_LEGS,
  MIN_MULTIPLE_LEGS,
  newSearchQuery,
  removeSearchLeg,
  type SearchQuery,
  setAccommodations,
  setTripType,
  TRIP_TYPES,
  updateSearchLeg,
} from '#domain/search/search-query.ts';
import type { HeldInHtml } from '../held-in-html.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { LegFields } from './leg-fields.tsx';
import { AllPortsLink } from './native-port-select.tsx';
import { NoScriptPortsContext } from './no-script-ports.ts';
import type { SearchPort } from './search-ports.server.ts';
import { TravellerCounts } from './traveller-counts.tsx';
import { useHydrated } from './use-hydrated.ts';
import { loadSearchRules, useSearchForm } from './use-search-form.ts';

export interface SearchFormProps {
  /** Every port, named for this reader (`loadSearchPorts` in the page loader). */
  ports: SearchPort[];
  /** The codes the no-JavaScript lists offer (`NoScriptPortsContext`); every port when absent. */
  noScriptPorts?: HeldInHtml<readonly string[]>;
  /** The search to start from (the results page's); without it a new one, towards `destination` if given. */
  initial?: SearchQuery;
  /** A destination page's port, chosen as the new search's destination. */
  destination?: string;
  /** YYYY-MM-DD in Greek time: the first day that can be searched. */
  today: string;
  /** Fields the server refused (an invalid results address). */
  errors?: FieldFailure[];
  /** `hero` on the home page, `compact` where the form sits beside other content. */
  variant?: 'hero' | 'compact';
}

/**
 * The search wizard (spec §2): ports that narrow each other, trip type with legs, dates with fares and
 * travellers. A plain GET form to the results page; with JavaScript it checks itself first with the same
 * rules as the server and goes to the results' canonical address.
 */
export function SearchForm({
  ports,
  noScriptPorts,
  initial,
  destination,
  today,
  errors = [],
  variant = 'hero',
}: SearchFormProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const hydrated = useHydrated();
  const search = useSearchForm({ ports, initial: initial ?? newSearch(destination), today, errors });
  const { query, change, errorOf } = search;
  return (
    <NoScriptPortsContext.Provider value={noScriptPorts}>
      <Form
        ref={search.form}
        method="get"
        action={`${localePrefix(locale)}/results`}
        className={`search-form search-form--${variant}`}
        aria-label={intl.formatMessage({ id: 'searchFormLabel' })}
        noValidate
        onFocus={() => void loadSearchRules()}
        onSubmit={search.onSubmit}
      >
        {ports.length === 0 && (
          <p className="notice notice--error" role="alert">
            {intl.formatMessage({ id: 'couldNotFetchPorts' })}
          </p>
        )}
        <TripTypeChoice query={query} onChange={change} />
        <SearchLegs query={query} ports={ports} today={today} errorOf={errorOf} onChange={change} />
        {!hydrated && <AllPortsLink />}
        <div className="search-form__footer">
          <TravellerCounts
            counts={query.accommodations}
            onChange={(counts) => change(setAccommodations(query, counts))}
            errors={{
              passengers: errorOf('accommodations.passengers'),
              vehicles: errorOf('accommodations.vehicles'),
              pets: errorOf('accommodations.pets'),
            }}
          />
          {search.generalErrors.map((failure) => (
            <p key={`${failure.path}-${failure.key}`} className="form-field__error">
              {intl.formatMessage({ id: failure.key })}
            </p>
          ))}
          <div className="search-form__submit">
            {hydrated && <SearchSummary query={query} ports={ports} />}
            <button type="submit" className="button button--accent search-form__button">
              {intl.formatMessage({ id: 'searchViewAllTrips' })}
            </button>
          </div>
        </div>
      </Form>
    </NoScriptPortsContext.Provider>
  );
}

const TRIP_TYPE_LABELS = {
  oneWay: 'searchOneWay',
  roundTrip: 'searchRoundTrip',
  multipleTrips: 'searchMultipleTrips',
} as const;

interface QueryPartProps {
  query: SearchQuery;
  onChange(query: SearchQuery): void;
}

/** One way, round trip or several trips, as radio buttons. */
function TripTypeChoice({ query, onChange }: QueryPartProps) {
  const intl = useIntl();
  const tripTypeId = useId();
  return (
    <fieldset className="search-form__trip-type">
      <legend id={tripTypeId}>{intl.formatMessage({ id: 'searchTripType' })}</legend>
      {TRIP_TYPES.map((type) => (
        <label key={type} className="search-form__radio">
          <input
            type="radio"
            name="trip"
            value={type}
            checked={query.typeOfTrip === type}
            onChange={() => onChange(setTripType(query, type))}
          />
          {intl.formatMessage({ id: TRIP_TYPE_LABELS[type] })}
        </label>
      ))}
    </fieldset>
  );
}

interface SearchLegsProps extends QueryPartProps {
  ports: SearchPort[];
  today: string;
  errorOf(path: string): string | undefined;
}

/** The search's crossings; several trips are numbered, and with JavaScript added and removed. */
function SearchLegs({ query, ports, today, errorOf, onChange }: SearchLegsProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const multiple = query.typeOfTrip === 'multipleTrips';
  return (
    <div className="search-form__legs">
      {query.legs.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: legs are positions in the trip; removing one renumbers the rest
        <div key={index} className="search-form__leg">
          {multiple && (
            <div className="search-form__leg-header">
              <h3>{intl.formatMessage({ id: 'searchTripNumber' }, { number: index + 1 })}</h3>
              {hydrated && query.legs.length > MIN_MULTIPLE_LEGS && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange(removeSearchLeg(query, index))}
                >
                  {intl.formatMessage({ id: 'searchRemoveTrip' }, { number: index + 1 })}
                </button>
              )}
            </div>
          )}
          <LegFields
            index={index}
            query={query}
            ports={ports}
            today={today}
            errorOf={errorOf}
            onChange={onChange}
          />
        </div>
      ))}
      {hydrated && multiple && query.legs.length < MAX_MULTIPLE_LEGS && (
        <button
          type="button"
          className="button button--secondary search-form__add"
          onClick={() => onChange(addSearchLeg(query))}
        >
          {intl.formatMessage({ id: 'searchAddTrip' })}
        </button>
      )}
    </div>
  );
}

/** The route, dates and travellers of the search, in one line, once the traveller has chosen them. */
function SearchSummary({ query, ports }: { query: SearchQuery; ports: SearchPort[] }) {
  const intl = useIntl();
  const nameOf = (code: string) => ports.find((port) => port.code === code)?.name ?? code;
  const legs = query.legs.filter((leg) => leg.departurePort && leg.destinationPort);
  if (legs.length === 0) return null;
  const route = legs.map((leg) => `${nameOf(leg.departurePort)} → ${nameOf(leg.destinationPort)}`).join(', ');
  return (
    <p className="search-form__summary" aria-live="polite">
      {intl.formatMessage(
        { id: 'searchSummary' },
        { route, ...query.accommodations, tripType: query.typeOfTrip },
      )}
    </p>
  );
}

/**
 * A new search, made here rather than by the pages that show the form: its rules then come with the form's
 * code, fetched once the page is interactive, not with every content page's (issue #32's 120 KB budget).
 */
function newSearch(destination: string | undefined): SearchQuery {
  const search = newSearchQuery();
  return destination ? updateSearchLeg(search, 0, { destinationPort: destination }) : search;
}
