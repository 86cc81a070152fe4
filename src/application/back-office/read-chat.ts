import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { ChatConversation, ChatInbox } from '../ports/chat-inbox.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { findConversation } from './chat-conversations.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** One chat conversation, with the id of the order its booking code names, when there is one. */
export class ReadChat {
  readonly #deps: { inbox: ChatInbox; orders: OrderRepository };
  constructor(deps: { inbox: ChatInbox; orders: OrderRepository }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    id: string;
  }): Promise<BackOfficeResult<{ conversation: ChatConversation; orderId: string | null }>> {
    const staff = staffWith(input.actor, 'viewChat');
    if (!staff.ok) return staff;
    const conversation = await findConversation(this.#deps.inbox, input.id);
    if (!conversation) return err({ code: 'notFound' });
    const code = conversation.bookingCode.trim().toUpperCase();
    const booked = code ? await this.#deps.orders.findByReference(code) : null;
    return ok({ conversation, orderId: booked?.order.id ?? null });
  }
}
