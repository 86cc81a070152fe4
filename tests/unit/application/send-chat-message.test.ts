import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import type { ChatMessage } from '#application/ports/chat-message-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

function sendChatMessage(now: string) {
  const saved: { message: ChatMessage; outbox: OutboxMessage[] }[] = [];
  let next = 0;
  const useCase = new SendChatMessage({
    chatMessages: { save: async (message, outbox) => void saved.push({ message, outbox }) },
    settings: { get: async () => ({ salesEmail: 'sales@kyma.test' }) },
    emailRenderer: new ReactEmailRenderer(),
    words: messageWords,
    clock: { now: () => new Date(now) },
    ids: { next: () => `id-${++next}` },
  });
  return { useCase, saved };
}

type EmailPayload = { to: string; subject: string; text: string; html: string; template: string };
const firstEmail = (saved: { outbox: OutboxMessage[] }[]) => saved[0]!.outbox[0]!.payload as EmailPayload;

const form = {
  name: 'Eleni',
  email: 'eleni@example.com',
  bookingCode: '',
  message: 'Is there a cabin left?',
};

describe('send chat message', () => {
  it('stores the message and forwards it to the sales inbox in the same step', async () => {
    const { useCase, saved } = sendChatMessage('2026-07-06T10:00:00+03:00');
    await useCase.execute({ form, locale: 'el' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.message).toMatchObject({
      id: 'id-1',
      name: 'Eleni',
      locale: 'el',
      sentWhileOnline: true,
    });
    const [email] = saved[0]?.outbox ?? [];
    expect(email).toMatchObject({ id: 'id-2', name: 'email.send' });
    expect(email?.payload).toMatchObject({
      to: 'sales@kyma.test',
      subject: 'Chat message from Eleni',
      template: 'staff-chat',
    });
    expect(firstEmail(saved).text).toContain('Is there a cabin left?');
  });

  it('marks a message sent outside chat hours as sent while offline', async () => {
    const { useCase, saved } = sendChatMessage('2026-07-12T12:00:00+03:00');
    await useCase.execute({ form, locale: 'en' });
    expect(saved[0]?.message.sentWhileOnline).toBe(false);
    expect(firstEmail(saved).subject).toContain('(sent while offline)');
  });

  it('escapes what the visitor wrote in the HTML e-mail', async () => {
    const { useCase, saved } = sendChatMessage('2026-07-06T10:00:00+03:00');
    await useCase.execute({ form: { ...form, message: '<script>alert(1)</script>' }, locale: 'en' });
    expect(firstEmail(saved).html).toContain('&lt;script&gt;');
  });
});
