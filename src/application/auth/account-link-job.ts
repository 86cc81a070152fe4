import type { AccountLinkRequest } from '#domain/auth/credentials.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { UserRecord } from '../ports/user-repository.ts';
import { type AuthDeps, LIMITS } from './auth-deps.ts';
import { accountEmail, limit } from './auth-helpers.ts';

export const ACCOUNT_LINK_JOB = 'auth.emailAccountLink';

type LinkTemplate = 'activation' | 'passwordReset';

/** Whom each link goes to: an activation only to an account not active yet, a reset to any account. */
const WANTED: Record<LinkTemplate, (user: UserRecord) => boolean> = {
  activation: (user) => !user.active,
  passwordReset: () => true,
};

/**
 * The "e-mail me a link" requests (activation again, password reset): the same checks and limits, and an
 * answer that never says whether the account exists — not by its words, nor by its time (issue #49): the
 * request only counts its limits and writes one job, whoever asks; the job looks the account up and e-mails
 * the link only where `WANTED` agrees.
 */
export async function emailAccountLink(
  deps: AuthDeps,
  input: AccountLinkRequest & { ip: string },
  template: LinkTemplate,
): Promise<Result<void, Refusal>> {
  const { email, locale } = input;
  const limited = await limit(deps, [
    [LIMITS.emailIp, input.ip],
    [LIMITS.emailAccount, `${template === 'activation' ? 'activation' : 'reset'}:${email}`],
  ]);
  if (!limited.ok) return limited;
  await deps.outbox.add({
    id: deps.ids.next(),
    name: ACCOUNT_LINK_JOB,
    payload: { email, template, locale: locale ?? null },
    createdAt: deps.clock.now(),
  });
  return ok(undefined);
}

/** `auth.emailAccountLink`: the account, if there is one that wants the link, gets its e-mail. */
export function accountLinkHandler(deps: AuthDeps): JobHandler {
  return async (payload) => {
    const { email, template, locale } = (payload ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || (template !== 'activation' && template !== 'passwordReset')) return;
    const user = await deps.users.findByEmail(email);
    if (!user || !WANTED[template](user)) return;
    await deps.outbox.add(
      await accountEmail(deps, user, template, typeof locale === 'string' ? locale : undefined),
    );
  };
}
