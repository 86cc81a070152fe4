import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { BackOfficeReads, Subscriber, SubscriptionStatus } from '../ports/back-office-reads.ts';
import type { ContactMessage, ContactMessageRepository } from '../ports/contact-message-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const SUBSCRIBERS_PER_PAGE = 50;
/** The export is one file; a list larger than this is exported by state. */
const SUBSCRIBERS_EXPORT_MAX = 50_000;

const CONTACT_MESSAGES_PER_PAGE = 30;

/**
 * What visitors sent outside a booking (issue #11 item 7): newsletter sign-ups by group with their
 * confirmation state, listed and exported, and the contact form's messages.
 */
export class ReadNewsletter {
  readonly #deps: { reads: BackOfficeReads; contactMessages: ContactMessageRepository };
  constructor(deps: { reads: BackOfficeReads; contactMessages: ContactMessageRepository }) {
    this.#deps = deps;
  }

  async contactMessages(input: {
    actor: Actor;
    page: number;
  }): Promise<BackOfficeResult<{ messages: ContactMessage[]; total: number; perPage: number }>> {
    const staff = staffWith(input.actor, 'viewNewsletter');
    if (!staff.ok) return staff;
    const page = await this.#deps.contactMessages.list({
      limit: CONTACT_MESSAGES_PER_PAGE,
      offset: (input.page - 1) * CONTACT_MESSAGES_PER_PAGE,
    });
    return ok({ ...page, perPage: CONTACT_MESSAGES_PER_PAGE });
  }

  async groups(input: { actor: Actor }) {
    const staff = staffWith(input.actor, 'viewNewsletter');
    if (!staff.ok) return staff;
    return ok(await this.#deps.reads.newsletterGroups());
  }

  async subscribers(input: {
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
