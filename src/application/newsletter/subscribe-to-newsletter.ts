import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import type { NewsletterForm } from '#domain/validation/newsletter-schema.ts';
import { newsletterConfirmEmail } from '../email/newsletter-email-templates.ts';
import { emailMessage } from '../email/send-email-job.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { NewsletterRepository } from '../ports/newsletter-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

const CONFIRMATION_DAYS = 7;

export interface SubscribeToNewsletterDeps {
  newsletter: NewsletterRepository;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  clock: Clock;
  ids: IdGenerator;
  tokens: SecretTokens;
  publicUrl: string;
  /** The subscriber group new sign-ups join (spec §3 "Newsletter subscription"). */
  group: string;
}

/**
 * Double opt-in: a sign-up is kept as pending and a confirmation link is e-mailed; only the link makes
 * it a subscription. The answer is the same whether or not the address was already subscribed, so the
 * form cannot be used to learn who is on the list.
 */
export class SubscribeToNewsletter {
  readonly #deps: SubscribeToNewsletterDeps;

  constructor(deps: SubscribeToNewsletterDeps) {
    this.#deps = deps;
  }

  /** `form` as `newsletterSchema` reads it (the page's action checks the form with it). */
  async execute(input: { form: NewsletterForm; locale: LocaleCode }): Promise<void> {
    const { newsletter, emailRenderer, words, clock, ids, tokens, publicUrl, group } = this.#deps;
    const now = clock.now();
    const token = tokens.create();
    const link = `${publicUrl}${localePrefix(input.locale)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const email = emailRenderer.render(newsletterConfirmEmail(input.locale, link, words(input.locale)));
    await newsletter.requestSubscription(
      {
        id: ids.next(),
        email: input.form.email,
        group,
        locale: input.locale,
        tokenHash: tokens.hash(token),
        tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * 24 * 3600 * 1000),
        requestedAt: now,
      },
      [
        emailMessage(ids.next(), now, {
          ...email,
          to: input.form.email,
          template: 'newsletter-confirm',
          locale: input.locale,
        }),
      ],
    );
  }
}
