import type { Registration } from '#domain/auth/credentials.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import { type AuthDeps, LIMITS } from './auth-deps.ts';
import { accountEmail, limit } from './auth-helpers.ts';

/**
 * `POST auth/register`: creates an inactive account and, in the same transaction, the activation e-mail.
 * A taken address gets the same answer as a new one, so the form does not reveal who has an account.
 */
export class RegisterUser {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { registration: Registration; ip: string }): Promise<Result<void, Refusal>> {
    const deps = this.#deps;
    const limited = await limit(deps, [[LIMITS.registerIp, input.ip]]);
    if (!limited.ok) return limited;
    const { email, password, name, locale } = input.registration;
    if (await deps.users.findByEmail(email)) return ok(undefined);
    const passwordHash = await deps.hasher.hash(password);
    await deps.users.create({ email, passwordHash, name, locale, scope: [], active: false }, async (user) => [
      await accountEmail(deps, user, 'activation'),
    ]);
    return ok(undefined);
  }
}
