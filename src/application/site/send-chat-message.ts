import type { LocaleCode } from '#domain/i18n/locales.ts';
import { CHAT_HOURS, isOpen } from '#domain/site/business-hours.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import type { ChatMessageForm } from '#domain/validation/contact-message-schema.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { STAFF_LOCALE, staffNotificationEmail } from '../email/staff-notification-email.ts';
import type { ChatMessageRepository } from '../ports/chat-message-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import { CONTACT_SETTING_KEY } from './load-site-shell.ts';

export interface SendChatMessageDeps {
  chatMessages: ChatMessageRepository;
  settings: SettingsRepository;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  clock: Clock;
  ids: IdGenerator;
}

/** A visitor's chat message: stored for staff to answer, and forwarded to the sales inbox at once. */
export class SendChatMessage {
  readonly #deps: SendChatMessageDeps;

  constructor(deps: SendChatMessageDeps) {
    this.#deps = deps;
  }

  /** `form` as `chatMessageSchema` reads it (the page's action checks the form with it). */
  async execute(input: { form: ChatMessageForm; locale: LocaleCode }): Promise<void> {
    const { chatMessages, settings, emailRenderer, words, clock, ids } = this.#deps;
    const { form } = input;
    const contact = (await settings.get(CONTACT_SETTING_KEY)) as SiteContact;
    const now = clock.now();
    const online = isOpen(CHAT_HOURS, now);
    const id = ids.next();
    const staff = words(STAFF_LOCALE);
    const email = staffNotificationEmail({
      subject: staff('staffNotification_chatSubject', { name: form.name, offline: online ? 'no' : 'yes' }),
      details: [
        [staff('staffNotification_name'), form.name],
        [staff('staffNotification_email'), form.email],
        [staff('staffNotification_bookingCode'), form.bookingCode],
        [staff('staffNotification_language'), input.locale],
        [staff('staffNotification_chatMessageId'), id],
      ],
      message: form.message,
    });
    await chatMessages.save({ id, ...form, locale: input.locale, sentWhileOnline: online, createdAt: now }, [
      emailMessage(ids.next(), now, {
        ...emailRenderer.render(email),
        to: contact.salesEmail,
        template: 'staff-chat',
        locale: STAFF_LOCALE,
      }),
    ]);
  }
}
