import { type SearchQuery, searchedLegs } from '../search/search-query.ts';
import type { MarketingEvent } from './marketing-event.ts';

type EventDetails = Omit<MarketingEvent, 'eventId' | 'occurredAt' | 'origin'>;

/** A fare search: its routes as items and a readable search string, e.g. `PIR-JTR 2027-07-01`. */
export function searchEvent(query: SearchQuery): EventDetails {
  const legs = searchedLegs(query);
  const passengers = Math.max(1, query.accommodations.passengers);
  return {
    name: 'search',
    searchString: legs
      .map((leg) => `${leg.departurePort}-${leg.destinationPort} ${leg.departureDate}`)
      .join(', '),
    items: legs.map((leg) => ({ id: `${leg.departurePort}-${leg.destinationPort}`, quantity: passengers })),
  };
}

/** The content pages that advertise something bookable: a destination, a ferry company or an offer. */
const ADVERTISED = { destinations: 'destination', companies: 'company', offers: 'offer' } as const;

/** Viewing an advertised page; null for pages that sell nothing (blog posts, static pages). */
export function viewContentEvent(
  collection: string,
  article: { id: number; title: string },
): EventDetails | null {
  const contentType = ADVERTISED[collection as keyof typeof ADVERTISED];
  if (!contentType) return null;
  return {
    name: 'viewContent',
    contentType,
    contentName: article.title,
    items: [{ id: `${contentType}-${article.id}`, quantity: 1 }],
  };
}
