import type { LoginCredentials } from '#domain/auth/credentials.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueSession, passwordAttempts, type Session } from './auth-helpers.ts';

/** `POST auth/login`: e-mail and password give an access token and a fresh refresh-token family. */
export class Login {
  readonly #deps: AuthDeps;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: LoginCredentials & { ip: string }): Promise<Result<Session, Refusal>> {
    const deps = this.#deps;
    const { email, password } = input;
    const attempts = passwordAttempts(deps, email, input.ip);
    const refused = await attempts.refused();
    if (!refused.ok) return refused;
    const user = await deps.users.findByEmail(email);
    // An unknown address costs as much time as a wrong password, so timing does not reveal accounts.
    this.#dummyHash ??= deps.hasher.hash('not a real password, only for timing');
    const matches = await deps.hasher.verify(user?.passwordHash ?? (await this.#dummyHash), password);
    if (!user || !matches) {
      await attempts.failed();
      return err({ code: 'invalidCredentials' });
    }
    if (!user.active) return err({ code: 'accountNotActivated' });
    await attempts.succeeded();
    return ok(await issueSession(deps, user, deps.ids.next()));
  }
}
