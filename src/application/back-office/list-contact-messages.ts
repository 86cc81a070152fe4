import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { ContactMessage, ContactMessageRepository } from '../ports/contact-message-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const CONTACT_MESSAGES_PER_PAGE = 30;

/** The contact form's messages (issue #11 item 7), newest first. */
export class ListContactMessages {
  readonly #deps: { contactMessages: ContactMessageRepository };
  constructor(deps: { contactMessages: ContactMessageRepository }) {
    this.#deps = deps;
  }

  async execute(input: {
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
}
