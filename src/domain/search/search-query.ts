import { type Accommodations, capAccommodations, DEFAULT_ACCOMMODATIONS } from './accommodations.ts';

export const TRIP_TYPES = ['oneWay', 'roundTrip', 'multipleTrips'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Spec §9: one-way unless the traveller chooses otherwise. */
const DEFAULT_TRIP_TYPE: TripType = 'oneWay';

/** A multi-leg search starts with two legs; the upper bound keeps one booking within what a form can show. */
export const MIN_MULTIPLE_LEGS = 2;
export const MAX_MULTIPLE_LEGS = 5;

/** One searched crossing. Ports are port codes, the date is YYYY-MM-DD; '' while not chosen. */
export interface SearchLeg {
  departurePort: string;
  destinationPort: string;
  departureDate: string;
}

export interface SearchQuery {
  typeOfTrip: TripType;
  /** One leg for one-way and round trips (the return is implied), two or more for multiple trips. */
  legs: SearchLeg[];
  /** YYYY-MM-DD, used only by round trips. */
  returnDate: string;
  accommodations: Accommodations;
}

export function emptySearchLeg(): SearchLeg {
  return { departurePort: '', destinationPort: '', departureDate: '' };
}

export function newSearchQuery(): SearchQuery {
  return {
    typeOfTrip: DEFAULT_TRIP_TYPE,
    legs: [emptySearchLeg()],
    returnDate: '',
    accommodations: { ...DEFAULT_ACCOMMODATIONS },
  };
}

/** A crossing added after another starts where that one ends (issue #30). */
function legAfter(previous: SearchLeg | undefined): SearchLeg {
  return { ...emptySearchLeg(), departurePort: previous?.destinationPort ?? '' };
}

/** Switching type keeps what the traveller already typed in the first leg. */
export function setTripType(query: SearchQuery, typeOfTrip: TripType): SearchQuery {
  const first = query.legs[0] ?? emptySearchLeg();
  if (typeOfTrip === 'multipleTrips') {
    const legs = [...query.legs];
    while (legs.length < MIN_MULTIPLE_LEGS) legs.push(legAfter(legs[legs.length - 1]));
    return { ...query, typeOfTrip, legs };
  }
  return { ...query, typeOfTrip, legs: [first] };
}

export function addSearchLeg(query: SearchQuery): SearchQuery {
  if (query.typeOfTrip !== 'multipleTrips' || query.legs.length >= MAX_MULTIPLE_LEGS) return query;
  return { ...query, legs: [...query.legs, legAfter(query.legs[query.legs.length - 1])] };
}

export function removeSearchLeg(query: SearchQuery, index: number): SearchQuery {
  if (query.typeOfTrip !== 'multipleTrips' || query.legs.length <= MIN_MULTIPLE_LEGS) return query;
  if (index < 0 || index >= query.legs.length) return query;
  return { ...query, legs: query.legs.filter((_, i) => i !== index) };
}

/**
 * Changes one crossing. A new destination carries to the next crossing's departure while that one was
 * not chosen apart (empty, or the old destination): trip 2 starts from trip 1's destination.
 */
export function updateSearchLeg(query: SearchQuery, index: number, patch: Partial<SearchLeg>): SearchQuery {
  const changed = query.legs[index];
  if (!changed) return query;
  const follows = (leg: SearchLeg) =>
    patch.destinationPort !== undefined && ['', changed.destinationPort].includes(leg.departurePort);
  return {
    ...query,
    legs: query.legs.map((leg, i) => {
      if (i === index) return { ...leg, ...patch };
      if (i === index + 1 && follows(leg)) return { ...leg, departurePort: patch.destinationPort ?? '' };
      return leg;
    }),
  };
}

export function setReturnDate(query: SearchQuery, returnDate: string): SearchQuery {
  return { ...query, returnDate };
}

export function setAccommodations(query: SearchQuery, counts: Accommodations): SearchQuery {
  return { ...query, accommodations: capAccommodations(counts) };
}

/**
 * The crossings to book, in order. A round trip's return sails the first leg backwards on the return
 * date; this is the number of trips step 0 of the booking wizard waits for.
 */
export function searchedLegs(query: SearchQuery): SearchLeg[] {
  const first = query.legs[0] ?? emptySearchLeg();
  switch (query.typeOfTrip) {
    case 'oneWay':
      return [first];
    case 'roundTrip':
      return [
        first,
        {
          departurePort: first.destinationPort,
          destinationPort: first.departurePort,
          departureDate: query.returnDate,
        },
      ];
    case 'multipleTrips':
      return query.legs;
  }
}

export function expectedLegCount(query: SearchQuery): number {
  return searchedLegs(query).length;
}

/**
 * Moves one searched crossing (as `searchedLegs` numbers them) to another day: a round trip's second
 * crossing is its return date, every other crossing is a leg of its own.
 */
export function setSearchedDate(query: SearchQuery, legIndex: number, date: string): SearchQuery {
  if (query.typeOfTrip === 'roundTrip' && legIndex === 1) return setReturnDate(query, date);
  return updateSearchLeg(query, legIndex, { departureDate: date });
}
