import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { BackOfficeReads, Subscriber, SubscriptionStatus } from '../ports/back-office-reads.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const SUBSCRIBERS_PER_PAGE = 50;
/** The export is one file; a list larger than this is exported by state. */
const SUBSCRIBERS_EXPORT_MAX = 50_000;

/** A newsletter group's sign-ups, a page of them or all of them for the export. */
export class ListSubscribers {
  readonly #deps: { reads: BackOfficeReads };
  constructor(deps: { reads: BackOfficeReads }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    group: string;
    status: SubscriptionStatus | null;
    page: number | 'all';
  }): Promise<BackOfficeResult<{ subscribers: Subscriber[]; total: number; perPage: number }>> {
    const staff = staffWith(input.actor, 'viewNewsletter');
    if (!staff.ok) return staff;
    const all = input.page === 'all';
    const page = await this.#deps.reads.subscribers({
      group: input.group.slice(0, 100),
      status: input.status,
      limit: all ? SUBSCRIBERS_EXPORT_MAX : SUBSCRIBERS_PER_PAGE,
      offset: all ? 0 : (Number(input.page) - 1) * SUBSCRIBERS_PER_PAGE,
    });
    return ok({ ...page, perPage: SUBSCRIBERS_PER_PAGE });
  }
}
