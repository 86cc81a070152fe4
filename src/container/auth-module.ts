import { ContainerModule } from 'inversify';
import { Argon2PasswordHasher } from '#adapters/crypto/argon2-password-hasher.ts';
import { PostgresRefreshTokenRepository } from '#adapters/postgres/postgres-refresh-token-repository.ts';
import { PostgresUserRepository } from '#adapters/postgres/postgres-user-repository.ts';
import { ACCOUNT_LINK_JOB, accountLinkHandler } from '#application/auth/account-link-job.ts';
import { ActivateAccount } from '#application/auth/activate-account.ts';
import type { AuthDeps } from '#application/auth/auth-deps.ts';
import { Authenticate } from '#application/auth/authenticate.ts';
import { ChangePassword } from '#application/auth/change-password.ts';
import { CurrentUserAccount } from '#application/auth/current-user.ts';
import { EnsureAdminAccount } from '#application/auth/ensure-admin-account.ts';
import { InviteUser } from '#application/auth/invite-user.ts';
import { Login } from '#application/auth/login.ts';
import { Logout } from '#application/auth/logout.ts';
import { RefreshSession } from '#application/auth/refresh-session.ts';
import { RegisterUser } from '#application/auth/register-user.ts';
import { RequestPasswordReset } from '#application/auth/request-password-reset.ts';
import { SendActivationEmail } from '#application/auth/send-activation-email.ts';
import type { Config } from '#config';
import { bindEachTo, onKnex } from './binding-helpers.ts';
import { DeferredTokenSigner } from './deferred-token-signer.ts';
import { PARTS, PORTS, token } from './tokens.ts';

const AUTH_DEPS = token<AuthDeps>('AuthDeps');

/** Accounts and sign-in: users and refresh tokens in PostgreSQL, argon2 hashes, JWTs signed once storage is ready. */
export const authModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.users).toDynamicValue(onKnex(PostgresUserRepository));
    bind(PORTS.refreshTokens).toDynamicValue(onKnex(PostgresRefreshTokenRepository));
    bind(PORTS.passwordHasher).toResolvedValue(() => new Argon2PasswordHasher());
    bind(DeferredTokenSigner).toResolvedValue(() => new DeferredTokenSigner());
    bind(PORTS.tokenSigner).toService(DeferredTokenSigner);

    bind(AUTH_DEPS).toDynamicValue((c) => ({
      users: c.get(PORTS.users),
      refreshTokens: c.get(PORTS.refreshTokens),
      hasher: c.get(PORTS.passwordHasher),
      tokens: c.get(PORTS.tokenSigner),
      secrets: c.get(PORTS.secretTokens),
      limiter: c.get(PORTS.rateLimiter),
      outbox: c.get(PORTS.outbox),
      emailRenderer: c.get(PORTS.emailRenderer),
      words: c.get(PORTS.messageWords),
      ids: c.get(PORTS.ids),
      clock: c.get(PORTS.clock),
      logger: c.get(PARTS.logger),
      partnerTokens: c.get(PORTS.partnerTokens),
      policy: {
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
        activationTokenTtlSeconds: config.activationTokenTtlSeconds,
        passwordResetTokenTtlSeconds: config.passwordResetTokenTtlSeconds,
        publicUrl: config.publicUrl,
      },
    }));
    bindEachTo(
      bind,
      [
        Authenticate,
        Login,
        RefreshSession,
        Logout,
        RegisterUser,
        SendActivationEmail,
        ActivateAccount,
        RequestPasswordReset,
        ChangePassword,
        EnsureAdminAccount,
        InviteUser,
      ],
      (c) => c.get(AUTH_DEPS),
    );
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [ACCOUNT_LINK_JOB]: accountLinkHandler(c.get(AUTH_DEPS)),
    }));
    bind(CurrentUserAccount).toDynamicValue((c) => new CurrentUserAccount({ users: c.get(PORTS.users) }));
  });
