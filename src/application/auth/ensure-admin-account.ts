import { normalizeEmail, passwordProblem } from '#domain/auth/credentials.ts';
import { ADMIN_PERMISSION } from '#domain/content/content-access.ts';
import type { AuthDeps } from './auth-deps.ts';

/**
 * The first back-office account, from ADMIN_EMAIL and ADMIN_PASSWORD: created active with the admin
 * permission when no account has that address; an existing account is left as staff changed it.
 */
export class EnsureAdminAccount {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { email: string; password: string }): Promise<'created' | 'exists'> {
    const email = normalizeEmail(input.email);
    const weak = passwordProblem(input.password);
    if (!email || weak)
      throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD unusable: ${weak ? `password ${weak}` : 'bad e-mail'}`);
    if (await this.#deps.users.findByEmail(email)) return 'exists';
    const passwordHash = await this.#deps.hasher.hash(input.password);
    const user = await this.#deps.users.create(
      { email, passwordHash, name: 'Administrator', locale: 'el', scope: [ADMIN_PERMISSION], active: true },
      async () => [],
    );
    if (user) await this.#deps.users.activate(user.id, this.#deps.clock.now());
    return user ? 'created' : 'exists';
  }
}
