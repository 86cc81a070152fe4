import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import type { ContactMessage } from '#application/ports/contact-message-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

function sendContactMessage() {
  const outbox: OutboxMessage[] = [];
  const kept: ContactMessage[] = [];
  const useCase = new SendContactMessage({
    contactMessages: {
      save: async (message, messages) => {
        kept.push(message);
        outbox.push(...messages);
      },
      list: async () => ({ messages: kept, total: kept.length }),
    },
    settings: { get: async () => ({ salesEmail: 'sales@kyma.test' }) },
    emailRenderer: new ReactEmailRenderer(),
    words: messageWords,
    clock: { now: () => new Date('2026-07-06T10:00:00Z') },
    ids: { next: () => 'mail-1' },
  });
  return { useCase, outbox, kept };
}

const form = {
  name: 'Giorgos',
  lastName: 'Papadopoulos',
  email: 'giorgos@example.com',
  phone: '+30 694 123 4567',
  message: 'We are a family of five with a car. Which ferry to Chania has cabins?',
  termsAccepted: true,
};

describe('send contact message', () => {
  it('keeps the message for the back office and queues an e-mail to the sales inbox with the visitor details', async () => {
    const { useCase, outbox, kept } = sendContactMessage();
    await useCase.execute({ form, locale: 'el' });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ id: 'mail-1', name: 'email.send' });
    const payload = outbox[0]!.payload as { to: string; subject: string; text: string };
    expect(payload.to).toBe('sales@kyma.test');
    expect(payload.subject).toBe('Contact form: Giorgos Papadopoulos');
    expect(payload.text).toContain('+30 694 123 4567');
    expect(payload.text).toContain('Which ferry to Chania has cabins?');
    expect(kept).toEqual([
      expect.objectContaining({
        name: 'Giorgos',
        email: 'giorgos@example.com',
        locale: 'el',
        message: form.message,
      }),
    ]);
  });
});
