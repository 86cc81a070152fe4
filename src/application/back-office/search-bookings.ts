import type { Actor } from '#domain/auth/principal.ts';
import { BOOKINGS_PER_PAGE, type BookingFilters } from '#domain/back-office/booking-filters.ts';
import { ok } from '#domain/shared/result.ts';
import type { BackOfficeReads, BookingPage } from '../ports/back-office-reads.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

export interface BookingList extends BookingPage {
  perPage: number;
  choices: { companies: string[]; providers: string[] };
}

/** The bookings list: searched, filtered and paginated by the database, never in the page. */
export class SearchBookings {
  readonly #deps: { reads: BackOfficeReads };
  constructor(deps: { reads: BackOfficeReads }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor; filters: BookingFilters }): Promise<BackOfficeResult<BookingList>> {
    const staff = staffWith(input.actor, 'viewBookings');
    if (!staff.ok) return staff;
    const [page, choices] = await Promise.all([
      this.#deps.reads.searchBookings(input.filters, BOOKINGS_PER_PAGE),
      this.#deps.reads.filterChoices(),
    ]);
    return ok({ ...page, perPage: BOOKINGS_PER_PAGE, choices });
  }
}
