import type { FindBookingRequest } from '#domain/orders/find-booking-schema.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';

/** The job that looks the booking up and, for its lead traveller's address, e-mails the link. */
export const SEND_SIGN_IN_LINK_JOB = 'order.sendSignInLink';

export interface SignInLinkPayload {
  reference: string;
  email: string;
}

/**
 * A traveller asks once, perhaps twice more when the mail is slow; more would flood an inbox, walk the
 * references of one address or the addresses of one reference. Counted whether or not a booking matches.
 */
const SIGN_IN_LINK_LIMITS: Record<'address' | 'reference' | 'client', RateLimit> = {
  address: { name: 'sign-in-link-address', points: 3, durationSeconds: 60 * 60 },
  reference: { name: 'sign-in-link-reference', points: 3, durationSeconds: 60 * 60 },
  client: { name: 'sign-in-link-ip', points: 10, durationSeconds: 60 * 60 },
};

export interface RequestSignInLinkDeps {
  outbox: OutboxRepository;
  limiter: RateLimiter;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * "Send me a sign-in link" (issue #25, decision 0065). The request never looks at the booking: it counts
 * the limits and leaves the look-up and the e-mail to a job, so the answer is the same, in words, status
 * and time, whether or not the reference and the address belong together.
 */
export class RequestSignInLink {
  readonly #deps: RequestSignInLinkDeps;
  constructor(deps: RequestSignInLinkDeps) {
    this.#deps = deps;
  }

  async execute(
    input: FindBookingRequest & { ip: string },
  ): Promise<Result<void, { code: 'tooManyRequests' }>> {
    const email = input.email.toLowerCase();
    const counts: [RateLimit, string][] = [
      [SIGN_IN_LINK_LIMITS.client, input.ip],
      [SIGN_IN_LINK_LIMITS.address, email],
      [SIGN_IN_LINK_LIMITS.reference, input.reference],
    ];
    for (const [limit, key] of counts) {
      if (!(await this.#deps.limiter.consume(limit, key)).allowed) return err({ code: 'tooManyRequests' });
    }
    const payload: SignInLinkPayload = { reference: input.reference, email };
    const now = this.#deps.clock.now();
    await this.#deps.outbox.add({
      id: this.#deps.ids.next(),
      name: SEND_SIGN_IN_LINK_JOB,
      payload,
      createdAt: now,
    });
    return ok(undefined);
  }
}
