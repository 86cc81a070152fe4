import { describe, expect, it } from 'vitest';
import { isMarketingEvent } from '#domain/marketing/marketing-event.ts';
import { searchEvent, viewContentEvent } from '#domain/marketing/page-events.ts';
import { newSearchQuery } from '#domain/search/search-query.ts';

const origin = { sourceUrl: 'https://kyma.example/en', ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0' };

describe('marketing page events', () => {
  it('names a round trip search by both crossings, with the passengers as quantity', () => {
    const query = {
      ...newSearchQuery(),
      typeOfTrip: 'roundTrip' as const,
      legs: [{ departurePort: 'PIR', destinationPort: 'JTR', departureDate: '2027-07-01' }],
      returnDate: '2027-07-08',
      accommodations: { passengers: 3, vehicles: 0, pets: 0 },
    };
    expect(searchEvent(query)).toEqual({
      name: 'search',
      searchString: 'PIR-JTR 2027-07-01, JTR-PIR 2027-07-08',
      items: [
        { id: 'PIR-JTR', quantity: 3 },
        { id: 'JTR-PIR', quantity: 3 },
      ],
    });
  });

  it('tells of destinations, companies and offers, not of blog posts', () => {
    expect(viewContentEvent('companies', { id: 4, title: 'Blue Star Ferries' })).toEqual({
      name: 'viewContent',
      contentType: 'company',
      contentName: 'Blue Star Ferries',
      items: [{ id: 'company-4', quantity: 1 }],
    });
    expect(viewContentEvent('blog', { id: 1, title: 'Island hopping' })).toBeNull();
  });

  it('accepts a well-formed job payload and refuses a malformed one', () => {
    const event = { name: 'search', eventId: 'e1', occurredAt: '2027-07-01T10:00:00.000Z', origin };
    expect(isMarketingEvent(event)).toBe(true);
    expect(isMarketingEvent({ ...event, name: 'click' })).toBe(false);
    expect(isMarketingEvent({ ...event, value: 10.5 })).toBe(false);
    expect(isMarketingEvent({ ...event, origin: { ...origin, sourceUrl: 'not a url' } })).toBe(false);
    expect(isMarketingEvent(null)).toBe(false);
  });
});
