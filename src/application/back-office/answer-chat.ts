import type { Actor } from '#domain/auth/principal.ts';
import type { ChatAnswer } from '#domain/back-office/chat-answer-schema.ts';
import { err, ok } from '#domain/shared/result.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { chatAnswerEmail } from '../email/staff-emails.ts';
import type { ChatConversation, ChatInbox } from '../ports/chat-inbox.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageWords } from '../ports/message-words.ts';
import { findConversation } from './chat-conversations.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

export interface AnswerChatDeps {
  inbox: ChatInbox;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Answers a chat conversation: the answer is kept with it and e-mailed to the traveller in the language
 * they wrote in.
 */
export class AnswerChat {
  readonly #deps: AnswerChatDeps;
  constructor(deps: AnswerChatDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    id: string;
    /** As `chatAnswerSchema` reads it (the page's action checks the form with it). */
    form: ChatAnswer;
  }): Promise<BackOfficeResult<ChatConversation>> {
    const staff = staffWith(input.actor, 'answerChat');
    if (!staff.ok) return staff;
    const { inbox, emailRenderer, words, ids, clock } = this.#deps;
    const conversation = await findConversation(inbox, input.id);
    if (!conversation) return err({ code: 'notFound' });
    const now = clock.now();
    const reply = { id: ids.next(), body: input.form.answer, staffEmail: staff.value.email, at: now };
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
            chatAnswerEmail(
              {
                locale: conversation.locale,
                name: conversation.name,
                message: conversation.message,
                answer: reply.body,
              },
              words(conversation.locale),
            ),
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
