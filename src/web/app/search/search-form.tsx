import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Form, useNavigate } from 'react-router';
import type { FieldError as FieldFailure } from '#domain/errors/refusal.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { searchablePortCodes } from '#domain/search/port-matching.ts';
import { resultsSearchParams } from '#domain/search/results-url.ts';
import {
  addSearchLeg,
  MAX_MULTIPLE_LEGS,
  MIN_MULTIPLE_LEGS,
  removeSearchLeg,
  type SearchQuery,
  setAccommodations,
  setReturnDate,
  setTripType,
  TRIP_TYPES,
  updateSearchLeg,
} from '#domain/search/search-query.ts';
import { useIntl } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { DatePicker } from './date-picker.tsx';
import { PortCombobox } from './port-combobox.tsx';
import type { SearchPort } from './search-ports.server.ts';
import { TravellerCounts } from './traveller-counts.tsx';
import { useConnectedPorts } from './use-connected-ports.ts';
import { useHydrated } from './use-hydrated.ts';

export interface SearchFormProps {
  /** Every port, named for this reader (`loadSearchPorts` in the page loader). */
  ports: SearchPort[];
  /** The search to start from: a new one, the one on the results page, a destination's port. */
  initial: SearchQuery;
  /** YYYY-MM-DD in Greek time: the first day that can be searched. */
  today: string;
  /** Fields the server refused (an invalid results address). */
  errors?: FieldFailure[];
  /** `hero` on the home page, `compact` where the form sits beside other content. */
  variant?: 'hero' | 'compact';
}

const TRIP_TYPE_LABELS = {
  oneWay: 'searchOneWay',
  roundTrip: 'searchRoundTrip',
  multipleTrips: 'searchMultipleTrips',
} as const;

/** Only ports linked to the other end, but never without the one already chosen. */
function narrowed(ports: SearchPort[], linked: Set<string> | null, keep: string): SearchPort[] {
  return linked ? ports.filter((port) => linked.has(port.code) || port.code === keep) : ports;
}

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

interface LegFieldsProps {
  index: number;
  query: SearchQuery;
  ports: SearchPort[];
  today: string;
  errorOf(path: string): string | undefined;
  onChange(query: SearchQuery): void;
}

/** One crossing: from, to and the day; a round trip's first leg also takes the return day. */
function LegFields({ index, query, ports, today, errorOf, onChange }: LegFieldsProps) {
  const intl = useIntl();
  const id = useId();
  const leg = query.legs[index]!;
  const destinations = useConnectedPorts('destinations', leg.departurePort);
  const origins = useConnectedPorts('origins', leg.destinationPort);
  const path = `legs[${index}]`;
  const field = (name: string) => {
    const key = errorOf(`${path}.${name}`);
    return { error: key, errorId: `${id}-${name}-error` };
  };
  const previousDate = index > 0 ? query.legs[index - 1]?.departureDate : undefined;
  return (
    <div className="search-leg">
      <PortCombobox
        name="from"
        label={intl.formatMessage({ id: 'searchFrom' })}
        ports={narrowed(ports, origins, leg.departurePort)}
        value={leg.departurePort}
        onChange={(code) => onChange(updateSearchLeg(query, index, { departurePort: code }))}
        {...field('departurePort')}
      />
      <PortCombobox
        name="to"
        label={intl.formatMessage({ id: 'searchTo' })}
        ports={narrowed(ports, destinations, leg.destinationPort)}
        value={leg.destinationPort}
        onChange={(code) => onChange(updateSearchLeg(query, index, { destinationPort: code }))}
        {...field('destinationPort')}
      />
      <DatePicker
        name="date"
        label={intl.formatMessage({ id: index === 0 ? 'searchDeparture' : 'searchDate' })}
        value={leg.departureDate}
        min={previousDate && previousDate > today ? previousDate : today}
        origin={leg.departurePort}
        destination={leg.destinationPort}
        onChange={(date) => onChange(updateSearchLeg(query, index, { departureDate: date }))}
        {...field('departureDate')}
      />
      {query.typeOfTrip === 'roundTrip' && (
        <DatePicker
          name="return"
          label={intl.formatMessage({ id: 'searchReturn' })}
          value={query.returnDate}
          min={leg.departureDate && leg.departureDate > today ? leg.departureDate : today}
          origin={leg.destinationPort}
          destination={leg.departurePort}
          onChange={(date) => onChange(setReturnDate(query, date))}
          error={errorOf('returnDate')}
          errorId={`${id}-return-error`}
        />
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

/** The search rules (and the schema library under them) load once the form is used, not with the page. */
const loadRules = () => import('#domain/search/results-query.ts');

/**
 * The search wizard (spec §2): ports that narrow each other, trip type with legs, dates with fares and
 * travellers. A plain GET form to the results page; with JavaScript it checks itself first with the same
 * rules as the server and goes to the results' canonical address.
 */
export function SearchForm({ ports, initial, today, errors = [], variant = 'hero' }: SearchFormProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const hydrated = useHydrated();
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

  const errorOf = (path: string) => failures.find((failure) => failure.path === path)?.key;
  const change = (next: SearchQuery) => {
    setQuery(next);
    // Refusals are about what was submitted: a field the traveller changes loses its message.
    setFailures((current) => current.filter((failure) => sameAt(query, next, failure.path)));
  };
  const generalErrors = failures.filter(
    (failure) => !/^(legs\[\d+\]\.|returnDate|accommodations\.)/.test(failure.path),
  );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { parseResultsQuery } = await loadRules();
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

  const tripTypeId = useId();
  return (
    <Form
      ref={form}
      method="get"
      action={`${localePrefix(locale)}/results`}
      className={`search-form search-form--${variant}`}
      aria-label={intl.formatMessage({ id: 'searchFormLabel' })}
      noValidate
      onFocus={() => void loadRules()}
      onSubmit={onSubmit}
    >
      {ports.length === 0 && (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage({ id: 'couldNotFetchPorts' })}
        </p>
      )}
      <fieldset className="search-form__trip-type">
        <legend id={tripTypeId}>{intl.formatMessage({ id: 'searchTripType' })}</legend>
        {TRIP_TYPES.map((type) => (
          <label key={type} className="search-form__radio">
            <input
              type="radio"
              name="trip"
              value={type}
              checked={query.typeOfTrip === type}
              onChange={() => change(setTripType(query, type))}
            />
            {intl.formatMessage({ id: TRIP_TYPE_LABELS[type] })}
          </label>
        ))}
      </fieldset>
      <div className="search-form__legs">
        {query.legs.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: legs are positions in the trip; removing one renumbers the rest
          <div key={index} className="search-form__leg">
            {query.typeOfTrip === 'multipleTrips' && (
              <div className="search-form__leg-header">
                <h3>{intl.formatMessage({ id: 'searchTripNumber' }, { number: index + 1 })}</h3>
                {hydrated && query.legs.length > MIN_MULTIPLE_LEGS && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => change(removeSearchLeg(query, index))}
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
              onChange={change}
            />
          </div>
        ))}
        {hydrated && query.typeOfTrip === 'multipleTrips' && query.legs.length < MAX_MULTIPLE_LEGS && (
          <button
            type="button"
            className="button button--secondary search-form__add"
            onClick={() => change(addSearchLeg(query))}
          >
            {intl.formatMessage({ id: 'searchAddTrip' })}
          </button>
        )}
      </div>
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
        {generalErrors.map((failure) => (
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
  );
}
