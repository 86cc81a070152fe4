import type { Clock } from '../ports/clock.ts';
import type { NewsletterRepository } from '../ports/newsletter-repository.ts';
import { hashToken } from './subscribe-to-newsletter.ts';

/** The link in the opt-in e-mail: turns a pending sign-up into a subscription. */
export class ConfirmNewsletterSubscription {
  readonly #deps: { newsletter: NewsletterRepository; clock: Clock };

  constructor(deps: { newsletter: NewsletterRepository; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: { token: string }): Promise<'confirmed' | 'invalid'> {
    if (!/^[\w-]{16,100}$/.test(input.token)) return 'invalid';
    return this.#deps.newsletter.confirm(hashToken(input.token), this.#deps.clock.now());
  }
}
