import type { FieldError } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { searchSchema } from '../validation/search-schema.ts';
import { validateWith } from '../validation/validate.ts';
import { isIsoDate } from './calendar-date.ts';
import {
  filtersFromParams,
  type ResultsQueryProblem,
  type ResultsView,
  searchFromParams,
  sortFromParams,
} from './results-url.ts';
import type { SearchQuery } from './search-query.ts';

// Kept apart from the address itself (results-url.ts): the schema library is needed only where a search is
// checked, so pages that merely read or write the address do not ship it.

/** Days already gone cannot be searched; `today` is the business's date, passed in by the caller. */
function pastDates(search: SearchQuery, today: string): FieldError[] {
  const fields = search.legs
    .map((leg, index) => ({ path: `legs[${index}].departureDate`, date: leg.departureDate }))
    .concat(search.typeOfTrip === 'roundTrip' ? [{ path: 'returnDate', date: search.returnDate }] : []);
  return fields
    .filter(({ date }) => isIsoDate(date) && date < today)
    .map(({ path }) => ({ path, key: m.dateInPast }));
}

/** A port code no ferry system lists cannot be searched; `null` when the list itself could not be read. */
function unknownPorts(search: SearchQuery, knownPorts: ReadonlySet<string> | null): FieldError[] {
  if (knownPorts === null) return [];
  return search.legs.flatMap((leg, index) =>
    (['departurePort', 'destinationPort'] as const)
      .filter((end) => leg[end] !== '' && !knownPorts.has(leg[end]))
      .map((end) => ({ path: `legs[${index}].${end}`, key: m.unknownPort })),
  );
}

/**
 * Reads the results address: the search checked with the shared search schema (spec §5) and against
 * `today` and the ports the network lists (`knownPorts`, `null` when unknown); an unknown order or filter
 * value falls back to the default rather than refusing the page.
 */
export function parseResultsQuery(
  params: URLSearchParams,
  today: string,
  knownPorts: ReadonlySet<string> | null = null,
): Result<ResultsView, ResultsQueryProblem> {
  const search = searchFromParams(params);
  const checked = validateWith(searchSchema, search, 'invalidForm');
  const schemaFields = checked.ok ? [] : checked.error.fields;
  // A port already refused by the schema (missing, the same at both ends) keeps that one message.
  const portFields = unknownPorts(search, knownPorts).filter(
    (field) => !schemaFields.some((refused) => refused.path === field.path),
  );
  const fields = [...schemaFields, ...portFields, ...pastDates(search, today)];
  if (fields.length > 0) return err({ search, fields });
  return ok({ search, sort: sortFromParams(params), filters: filtersFromParams(params) });
}
