import type { RateLimit, RateLimiter, RateLimitOutcome } from '../ports/rate-limiter.ts';

/** Enough for a traveller and a desk looking up their bookings; far too few to walk the order codes. */
const BOOKING_LOOKUP_LIMIT: RateLimit = {
  name: 'booking-lookup-ip',
  points: 30,
  durationSeconds: 10 * 60,
};

/** Order-code and reference look-ups are counted per client address, so codes cannot be guessed at scale. */
export class LimitBookingLookups {
  readonly #limiter: RateLimiter;

  constructor(deps: { limiter: RateLimiter }) {
    this.#limiter = deps.limiter;
  }

  execute(input: { ip: string }): Promise<RateLimitOutcome> {
    return this.#limiter.consume(BOOKING_LOOKUP_LIMIT, input.ip);
  }
}
