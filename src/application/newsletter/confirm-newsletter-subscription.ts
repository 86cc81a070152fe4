import type { Clock } from '../ports/clock.ts';
import type { NewsletterRepository } from '../ports/newsletter-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

/** The link in the opt-in e-mail: turns a pending sign-up into a subscription. */
export class ConfirmNewsletterSubscription {
  readonly #deps: { newsletter: NewsletterRepository; clock: Clock; tokens: SecretTokens };

  constructor(deps: { newsletter: NewsletterRepository; clock: Clock; tokens: SecretTokens }) {
    this.#deps = deps;
  }

  async execute(input: { token: string }): Promise<'confirmed' | 'invalid'> {
    if (!/^[\w-]{16,100}$/.test(input.token)) return 'invalid';
    return this.#deps.newsletter.confirm(this.#deps.tokens.hash(input.token), this.#deps.clock.now());
  }
}
