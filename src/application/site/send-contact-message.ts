import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { SiteContact } from '#domain/site/site-contact.ts';
import type { ContactMessageForm } from '#domain/validation/contact-message-schema.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { STAFF_LOCALE, staffNotificationEmail } from '../email/staff-notification-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContactMessageRepository } from '../ports/contact-message-repository.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import { CONTACT_SETTING_KEY } from './load-site-shell.ts';

export interface SendContactMessageDeps {
  contactMessages: ContactMessageRepository;
  settings: SettingsRepository;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  clock: Clock;
  ids: IdGenerator;
}

/**
 * The contact form (spec §2 "Contact page", §7 `emails/contactUs`): the message is kept for the back office
 * and goes to the sales inbox through the outbox and the e-mail queue (one transaction), so it survives a
 * crash between the form and the SMTP server.
 */
export class SendContactMessage {
  readonly #deps: SendContactMessageDeps;

  constructor(deps: SendContactMessageDeps) {
    this.#deps = deps;
  }

  /** `form` as `contactMessageSchema` reads it (the page's action checks the form with it). */
  async execute(input: { form: ContactMessageForm; locale: LocaleCode }): Promise<void> {
    const { contactMessages, settings, emailRenderer, words, clock, ids } = this.#deps;
    const { form } = input;
    const contact = (await settings.get(CONTACT_SETTING_KEY)) as SiteContact;
    const now = clock.now();
    const staff = words(STAFF_LOCALE);
    const email = staffNotificationEmail({
      subject: staff('staffNotification_contactSubject', { name: form.name, lastName: form.lastName }),
      details: [
        [staff('staffNotification_name'), `${form.name} ${form.lastName}`],
        [staff('staffNotification_email'), form.email],
        [staff('staffNotification_phone'), form.phone],
        [staff('staffNotification_language'), input.locale],
      ],
      message: form.message,
    });
    await contactMessages.save(
      {
        id: ids.next(),
        name: form.name,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        message: form.message,
        locale: input.locale,
        createdAt: now,
      },
      [
        emailMessage(ids.next(), now, {
          ...emailRenderer.render(email),
          to: contact.salesEmail,
          template: 'staff-contact',
          locale: STAFF_LOCALE,
        }),
      ],
    );
  }
}
