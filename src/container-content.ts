import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { Argon2PasswordHasher } from '#adapters/crypto/argon2-password-hasher.ts';
import { JoseTokenSigner } from '#adapters/crypto/jose-token-signer.ts';
import { nodeSecretTokens } from '#adapters/crypto/node-secret-tokens.ts';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';
import { SharpFileInspector } from '#adapters/files/sharp-file-inspector.ts';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { InMemoryRenderedPageCache } from '#adapters/in-memory/in-memory-rendered-page-cache.ts';
import { PostgresContentStore } from '#adapters/postgres/content/postgres-content-store.ts';
import { PostgresEmailLog } from '#adapters/postgres/postgres-email-log.ts';
import { PostgresFileRepository } from '#adapters/postgres/postgres-file-repository.ts';
import { PostgresRefreshTokenRepository } from '#adapters/postgres/postgres-refresh-token-repository.ts';
import { PostgresUserRepository } from '#adapters/postgres/postgres-user-repository.ts';
import { loadOrCreateSigningKey } from '#adapters/postgres/signing-key.ts';
import { FlexibleRateLimiter } from '#adapters/rate-limit/flexible-rate-limiter.ts';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { RedisRenderedPageCache } from '#adapters/redis/redis-rendered-page-cache.ts';
import { EmlFileMailer } from '#adapters/smtp/eml-file-mailer.ts';
import { SmtpMailer } from '#adapters/smtp/smtp-mailer.ts';
import type { AuthServices, ContentServices, FileServices } from '#application/app-services.ts';
import { ActivateAccount } from '#application/auth/activate-account.ts';
import type { AuthDeps } from '#application/auth/auth-deps.ts';
import { Authenticate } from '#application/auth/authenticate.ts';
import { ChangePassword } from '#application/auth/change-password.ts';
import { CurrentUserAccount } from '#application/auth/current-user.ts';
import { EnsureAdminAccount } from '#application/auth/ensure-admin-account.ts';
import { Login } from '#application/auth/login.ts';
import { Logout } from '#application/auth/logout.ts';
import { RefreshSession } from '#application/auth/refresh-session.ts';
import { RegisterUser } from '#application/auth/register-user.ts';
import { RequestPasswordReset } from '#application/auth/request-password-reset.ts';
import { SendActivationEmail } from '#application/auth/send-activation-email.ts';
import { ClearContentCache } from '#application/content/clear-content-cache.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { DeleteContent } from '#application/content/delete-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListApplicationsWithPermissions } from '#application/content/list-applications.ts';
import { ListContent } from '#application/content/list-content.ts';
import { MoveContentNode } from '#application/content/move-content-node.ts';
import { ReadContentTree } from '#application/content/read-content-tree.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { DownloadFile } from '#application/files/download-file.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import type { JobHandlerDeps } from '#application/jobs/job-handlers.ts';
import type { Clock } from '#application/ports/clock.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { EmailRenderer } from '#application/ports/email-renderer.ts';
import type { FileStorage } from '#application/ports/file-storage.ts';
import type { IdGenerator } from '#application/ports/id-generator.ts';
import type { Logger } from '#application/ports/logger.ts';
import type { OutboxRepository } from '#application/ports/outbox-repository.ts';
import type { RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import type { TokenClaims, TokenSigner } from '#application/ports/token-signer.ts';
import type { Config } from '#config';

export interface ContentComposition {
  content: ContentServices;
  auth: AuthServices;
  files: FileServices;
  /** Anonymous content reads' cache; content writes invalidate it. */
  cache: ContentCache;
  /** Anonymous content pages' HTML, keyed by the content cache's version. */
  renderedPages: RenderedPageCache;
  /** The files' bytes (uploads, and the images the content seed makes). */
  fileStorage: FileStorage;
  jobDeps: JobHandlerDeps;
  /** After migrations: the signing key and the first admin account. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Signs with JWT_SECRET, or with the key kept in the database; that key can only be read once the
 * migrations ran, so the signer is ready after `prepare`.
 */
class DeferredTokenSigner implements TokenSigner {
  #signer: TokenSigner | undefined;

  ready(signer: TokenSigner) {
    this.#signer = signer;
  }

  #current(): TokenSigner {
    if (!this.#signer) throw new Error('the token signer is used before storage was prepared');
    return this.#signer;
  }

  sign(claims: TokenClaims, ttlSeconds: number) {
    return this.#current().sign(claims, ttlSeconds);
  }

  verify(token: string, purpose: TokenClaims['purpose']) {
    return this.#current().verify(token, purpose);
  }
}

/** The adapters and use cases of the content API, accounts, files and e-mail (part of the composition root). */
export function composeContent(deps: {
  config: Config;
  logger: Logger;
  database: Knex;
  clock: Clock;
  ids: IdGenerator;
  outbox: OutboxRepository;
  emailRenderer: EmailRenderer;
}): ContentComposition {
  const { config, logger, database: knex, clock, ids, outbox, emailRenderer } = deps;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    : undefined;
  const store = new PostgresContentStore({ knex });
  const cache = redis
    ? new RedisContentCache({ redis, ttlMs: config.contentCacheTtlMs })
    : new InMemoryContentCache({ ttlMs: config.contentCacheTtlMs });
  const renderedPages = redis
    ? new RedisRenderedPageCache({ redis, ttlMs: config.renderCacheTtlMs })
    : new InMemoryRenderedPageCache({ ttlMs: config.renderCacheTtlMs });
  const tokens = new DeferredTokenSigner();
  const authDeps: AuthDeps = {
    users: new PostgresUserRepository({ knex }),
    refreshTokens: new PostgresRefreshTokenRepository({ knex }),
    hasher: new Argon2PasswordHasher(),
    tokens,
    secrets: nodeSecretTokens,
    limiter: new FlexibleRateLimiter({ redis }),
    outbox,
    emailRenderer,
    ids,
    clock,
    logger,
    policy: {
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      activationTokenTtlSeconds: config.activationTokenTtlSeconds,
      passwordResetTokenTtlSeconds: config.passwordResetTokenTtlSeconds,
      publicUrl: config.publicUrl,
    },
  };
  const fileStorage = new DiskFileStorage({ root: config.filesDir });
  const fileDeps = {
    files: new PostgresFileRepository({ knex }),
    storage: fileStorage,
    inspector: new SharpFileInspector(),
    ids,
    maxBytes: config.uploadMaxBytes,
    watermarkText: config.watermarkText,
  };
  const mailer = config.smtpUrl
    ? new SmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : new EmlFileMailer({ dir: `${config.dataDir}/mail`, from: config.mailFrom, logger });

  return {
    content: {
      list: new ListContent({ store, cache }),
      get: new GetContent({ store }),
      create: new CreateContent({ store, cache }),
      update: new UpdateContent({ store, cache }),
      remove: new DeleteContent({ store, cache }),
      clearCache: new ClearContentCache({ cache }),
      readTree: new ReadContentTree({ store }),
      move: new MoveContentNode({ store, cache }),
      applications: new ListApplicationsWithPermissions({ store }),
    },
    auth: {
      authenticate: new Authenticate(authDeps),
      login: new Login(authDeps),
      refresh: new RefreshSession(authDeps),
      logout: new Logout(authDeps),
      register: new RegisterUser(authDeps),
      sendActivationEmail: new SendActivationEmail(authDeps),
      activateAccount: new ActivateAccount(authDeps),
      requestPasswordReset: new RequestPasswordReset(authDeps),
      changePassword: new ChangePassword(authDeps),
      currentUser: new CurrentUserAccount({ users: authDeps.users }),
    },
    files: { upload: new UploadFile(fileDeps), download: new DownloadFile(fileDeps) },
    cache,
    renderedPages,
    fileStorage,
    jobDeps: { mailer, emailLog: new PostgresEmailLog({ knex }), clock, logger },
    async prepare() {
      const secret = config.jwtSecret ?? (await loadOrCreateSigningKey(knex));
      tokens.ready(new JoseTokenSigner({ secret }));
      if (config.admin) {
        const outcome = await new EnsureAdminAccount(authDeps).execute(config.admin);
        if (outcome === 'created') logger.info({ email: config.admin.email }, 'admin account created');
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
