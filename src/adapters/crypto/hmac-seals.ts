import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Seals } from '#application/ports/seals.ts';

/** HMAC-SHA256 seals under a key of their own, read once when first needed (the database keeps it). */
export class HmacSeals implements Seals {
  readonly #secret: () => Promise<string>;

  constructor(deps: { secret: () => Promise<string> }) {
    this.#secret = deps.secret;
  }

  async seal(text: string): Promise<string> {
    return createHmac('sha256', await this.#secret())
      .update(text)
      .digest('base64url');
  }

  async opens(text: string, seal: string): Promise<boolean> {
    const expected = Buffer.from(await this.seal(text));
    const given = Buffer.from(seal);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
