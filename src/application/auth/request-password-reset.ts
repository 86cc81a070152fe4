import type { AccountLinkRequest } from '#domain/auth/credentials.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import { emailAccountLink } from './account-link-job.ts';
import type { AuthDeps } from './auth-deps.ts';

/** `PUT auth/request-password-reset`: e-mails a single-use link; the answer never says whether the account exists. */
export class RequestPasswordReset {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  execute(input: AccountLinkRequest & { ip: string }): Promise<Result<void, Refusal>> {
    return emailAccountLink(this.#deps, input, 'passwordReset');
  }
}
