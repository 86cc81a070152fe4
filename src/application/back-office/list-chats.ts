import type { Actor } from '#domain/auth/principal.ts';
import { ok } from '#domain/shared/result.ts';
import type { ChatInbox } from '../ports/chat-inbox.ts';
import { CHAT_PER_PAGE } from './chat-conversations.ts';
import { staffWith } from './staff-access.ts';

/** The live-chat inbox (issue #11 item 4), unanswered conversations first. */
export class ListChats {
  readonly #deps: { inbox: ChatInbox };
  constructor(deps: { inbox: ChatInbox }) {
    this.#deps = deps;
  }

  async execute(input: { actor: Actor; page: number }) {
    const staff = staffWith(input.actor, 'viewChat');
    if (!staff.ok) return staff;
    const page = await this.#deps.inbox.list({
      limit: CHAT_PER_PAGE,
      offset: (input.page - 1) * CHAT_PER_PAGE,
    });
    return ok({ ...page, perPage: CHAT_PER_PAGE });
  }
}
