import type { UserRecord } from '../ports/user-repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { accountEmail } from './auth-helpers.ts';

/**
 * Staff open an account for someone else (a reseller, issue #30): inactive, with a random password nobody
 * is told, and in the same transaction an invitation whose single-use link sets the first password (the
 * password-reset link, which also activates the account). Undefined when the address is already taken.
 */
export class InviteUser {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { email: string; name: string; locale: string }): Promise<UserRecord | undefined> {
    const deps = this.#deps;
    const passwordHash = await deps.hasher.hash(deps.secrets.create());
    const { email, name, locale } = input;
    return deps.users.create(
      { email, passwordHash, name, locale, scope: [], active: false },
      async (user) => [await accountEmail(deps, user, 'invitation')],
    );
  }
}
