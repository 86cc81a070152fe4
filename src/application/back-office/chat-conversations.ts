import type { ChatConversation, ChatInbox } from '../ports/chat-inbox.ts';

export const CHAT_PER_PAGE = 30;

/** The conversation with this id, or null for an id that is not one of ours. */
export function findConversation(inbox: ChatInbox, id: string): Promise<ChatConversation | null> {
  return /^[0-9a-f-]{36}$/i.test(id) ? inbox.find(id) : Promise.resolve(null);
}
