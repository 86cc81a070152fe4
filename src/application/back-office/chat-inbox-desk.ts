import type { Actor } from '#domain/auth/principal.ts';
import { chatAnswerSchema } from '#domain/back-office/chat-answer-schema.ts';
import { err, ok } from '#domain/shared/result.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { chatAnswerEmail } from '../email/staff-emails.ts';
import type { ChatConversation, ChatInbox } from '../ports/chat-inbox.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

const CHAT_PER_PAGE = 30;

export interface ChatDeskDeps {
  inbox: ChatInbox;
  orders: OrderRepository;
  emailRenderer: EmailRenderer;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * The live-chat inbox (issue #11 item 4): conversations unanswered first; an answer is kept with the
 * conversation and e-mailed to the traveller in the language they wrote in.
 */
export class ChatDesk {
  readonly #deps: ChatDeskDeps;
  constructor(deps: ChatDeskDeps) {
    this.#deps = deps;
  }

  async list(input: { actor: Actor; page: number }) {
    const staff = staffWith(input.actor, 'viewChat');
    if (!staff.ok) return staff;
    const page = await this.#deps.inbox.list({
      limit: CHAT_PER_PAGE,
      offset: (input.page - 1) * CHAT_PER_PAGE,
    });
    return ok({ ...page, perPage: CHAT_PER_PAGE });
  }

  /** The conversation, with the id of the order its booking code names, when there is one. */
  async read(input: {
    actor: Actor;
    id: string;
  }): Promise<BackOfficeResult<{ conversation: ChatConversation; orderId: string | null }>> {
    const staff = staffWith(input.actor, 'viewChat');
    if (!staff.ok) return staff;
    const conversation = /^[0-9a-f-]{36}$/i.test(input.id) ? await this.#deps.inbox.find(input.id) : null;
    if (!conversation) return err({ code: 'notFound' });
    const code = conversation.bookingCode.trim().toUpperCase();
    const booked = code ? await this.#deps.orders.findByReference(code) : null;
    return ok({ conversation, orderId: booked?.order.id ?? null });
  }

  async answer(input: {
    actor: Actor;
    id: string;
    form: unknown;
  }): Promise<BackOfficeResult<ChatConversation>> {
    const staff = staffWith(input.actor, 'answerChat');
    if (!staff.ok) return staff;
    const valid = validateWith(chatAnswerSchema, input.form, 'invalidForm');
    if (!valid.ok) return err({ code: 'invalid', fields: ['answer'] });
    const { inbox, emailRenderer, ids, clock } = this.#deps;
    const conversation = /^[0-9a-f-]{36}$/i.test(input.id) ? await inbox.find(input.id) : null;
    if (!conversation) return err({ code: 'notFound' });
    const now = clock.now();
    const reply = { id: ids.next(), body: valid.value.answer, staffEmail: staff.value.email, at: now };
    await inbox.reply(
      conversation.id,
      reply,
      {
        at: now,
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: 'chat.answer',
        subjectType: 'chat',
        subjectId: conversation.id,
        before: { answered: conversation.answeredAt !== null },
        after: { reply: reply.id },
      },
      [
        emailMessage(ids.next(), now, {
          ...emailRenderer.render(
            chatAnswerEmail({
              locale: conversation.locale,
              name: conversation.name,
              message: conversation.message,
              answer: reply.body,
            }),
          ),
          to: conversation.email,
          template: 'chatAnswer',
          locale: conversation.locale,
        }),
      ],
    );
    return ok({ ...conversation, replies: [...conversation.replies, reply], answeredAt: now });
  }
}
