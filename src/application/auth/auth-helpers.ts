import type { Principal } from '#domain/auth/principal.ts';
import { type Refusal, retryLater } from '#domain/errors/refusal.ts';
import { DEFAULT_LOCALE, isLocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type AuthEmailTemplate, authEmail } from '../email/auth-email-templates.ts';
import { emailMessage } from '../email/send-email-job.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { RateLimit } from '../ports/rate-limiter.ts';
import type { UserRecord } from '../ports/user-repository.ts';
import { type AuthDeps, LIMITS } from './auth-deps.ts';

/** A sign-in: the short-lived access token and the opaque refresh token that renews it. */
export interface Session {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** Seconds the refresh token lasts: a cookie's Max-Age, right whatever the browser's clock says. */
  refreshExpiresIn: number;
}

export async function limit(deps: AuthDeps, checks: [RateLimit, string][]): Promise<Result<void, Refusal>> {
  for (const [rule, key] of checks) {
    const outcome = await deps.limiter.consume(rule, key);
    if (!outcome.allowed) {
      return err(retryLater(outcome.retryAfterSeconds));
    }
  }
  return ok(undefined);
}

/**
 * The limits of password checks (sign-in, change with the current password), counting failures only:
 * consecutive ones of this account from this address (forgotten by a success) and all from this address.
 */
export function passwordAttempts(deps: AuthDeps, email: string, ip: string) {
  const accountFromIp = `${email} ${ip}`;
  const counters = [
    [LIMITS.loginFailuresIp, ip],
    [LIMITS.loginFailuresAccountIp, accountFromIp],
  ] as const;
  return {
    async refused(): Promise<Result<void, Refusal>> {
      for (const [rule, key] of counters) {
        const outcome = await deps.limiter.check(rule, key);
        if (!outcome.allowed) {
          return err(retryLater(outcome.retryAfterSeconds));
        }
      }
      return ok(undefined);
    },
    async failed(): Promise<void> {
      for (const [rule, key] of counters) await deps.limiter.consume(rule, key);
    },
    async succeeded(): Promise<void> {
      await deps.limiter.reset(LIMITS.loginFailuresAccountIp, accountFromIp);
    },
  };
}

export async function issueSession(deps: AuthDeps, user: UserRecord, familyId: string): Promise<Session> {
  const now = deps.clock.now();
  const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = deps.policy;
  const accessToken = await deps.tokens.sign(
    { sub: user.id, purpose: 'access', ver: user.tokenVersion },
    accessTokenTtlSeconds,
  );
  const refreshToken = deps.secrets.create();
  const refreshExpiresAt = new Date(now.getTime() + refreshTokenTtlSeconds * 1000);
  await deps.refreshTokens.add({
    id: deps.ids.next(),
    familyId,
    userId: user.id,
    tokenHash: deps.secrets.hash(refreshToken),
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  return {
    accessToken,
    expiresIn: accessTokenTtlSeconds,
    refreshToken,
    refreshExpiresIn: refreshTokenTtlSeconds,
  };
}

export function principalOf(user: UserRecord): Principal {
  return { id: user.id, email: user.email, scope: user.scope };
}

/**
 * What each account e-mail's link does: the token's purpose, the page it opens and how long it works. An
 * invitation sets the first password through the reset page (which activates the account) and lasts as
 * long as an activation link: the invited person did not ask for it and may read it days later. Its link
 * says it is an invitation, so the page welcomes rather than asks for a "new" password (issue #30).
 */
const ACCOUNT_LINKS = {
  activation: {
    purpose: 'activation',
    page: 'activate-account',
    ttl: 'activationTokenTtlSeconds',
    linkQuery: '',
  },
  passwordReset: {
    purpose: 'passwordReset',
    page: 'change-password',
    ttl: 'passwordResetTokenTtlSeconds',
    linkQuery: '',
  },
  invitation: {
    purpose: 'passwordReset',
    page: 'change-password',
    ttl: 'activationTokenTtlSeconds',
    linkQuery: '&purpose=invitation',
  },
} as const satisfies Record<
  AuthEmailTemplate,
  { purpose: string; page: string; ttl: keyof AuthDeps['policy']; linkQuery: string }
>;

/** The e-mail with a single-purpose link (activation, password reset, invitation), as an outbox message. */
export async function accountEmail(
  deps: AuthDeps,
  user: UserRecord,
  template: AuthEmailTemplate,
  requestedLocale?: string,
): Promise<OutboxMessage> {
  const locale = isLocaleCode(requestedLocale)
    ? requestedLocale
    : isLocaleCode(user.locale)
      ? user.locale
      : DEFAULT_LOCALE;
  const { purpose, page, ttl: ttlSetting, linkQuery } = ACCOUNT_LINKS[template];
  const ttl = deps.policy[ttlSetting];
  const token = await deps.tokens.sign({ sub: user.id, purpose, ver: user.tokenVersion }, ttl);
  const link = `${deps.policy.publicUrl}${localePrefix(locale)}/${page}?token=${encodeURIComponent(token)}${linkQuery}`;
  const rendered = deps.emailRenderer.render(
    authEmail(template, locale, { link, name: user.name, hours: Math.round(ttl / 3600) }, deps.words(locale)),
  );
  return emailMessage(deps.ids.next(), deps.clock.now(), { ...rendered, to: user.email, template, locale });
}

/** A token that does not (or no longer) prove anything: an access or refresh token's caller must sign in. */
export const unauthorized = err({ code: 'unauthorized' } satisfies Refusal);

/** An e-mailed link (activation, password reset) that is not one, has expired or was already used. */
export const linkInvalid = err({ code: 'accountLinkInvalid' } satisfies Refusal);
