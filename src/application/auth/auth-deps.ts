import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OutboxRepository } from '../ports/outbox-repository.ts';
import type { PartnerTokenRepository } from '../ports/partner-token-repository.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import type { TokenSigner } from '../ports/token-signer.ts';
import type { UserRepository } from '../ports/user-repository.ts';

interface AuthPolicy {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  passwordResetTokenTtlSeconds: number;
  /** The site's public address; e-mailed links start with it. */
  publicUrl: string;
}

/** What every account use case needs; one object, so the composition root wires them all alike. */
export interface AuthDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  hasher: PasswordHasher;
  tokens: TokenSigner;
  secrets: SecretTokens;
  limiter: RateLimiter;
  outbox: OutboxRepository;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
  policy: AuthPolicy;
  /** Partners' API tokens (decision 0128): a `kyma_…` bearer is its holder, within its scopes. */
  partnerTokens?: PartnerTokenRepository;
}

/**
 * Guessing passwords or flooding someone's inbox is slowed per account and per address. Sign-ins count
 * failures only (rate-limiter-flexible's login protection): consecutive failures of one account from one
 * address, reset by a success, and all failures from one address. Nobody elsewhere can lock an account.
 */
export const LIMITS = {
  loginFailuresAccountIp: { name: 'login-fails-account-ip', points: 10, durationSeconds: 60 * 60 },
  loginFailuresIp: { name: 'login-fails-ip', points: 100, durationSeconds: 24 * 60 * 60 },
  emailAccount: { name: 'auth-email-account', points: 3, durationSeconds: 60 * 60 },
  emailIp: { name: 'auth-email-ip', points: 20, durationSeconds: 60 * 60 },
  registerIp: { name: 'register-ip', points: 10, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;
