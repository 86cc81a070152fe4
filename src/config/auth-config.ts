import * as yup from 'yup';
import { emptyToUndefined, seconds } from './env-rules.ts';

/** Sign-in: the tokens' key and lifetimes, and the first back-office account. */
export interface AuthConfig {
  /** HMAC key of the JWTs; absent means a key generated once and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  passwordResetTokenTtlSeconds: number;
  /** The first back-office account, created on start when both are set. */
  admin: { email: string; password: string } | undefined;
}

export const authEnv = yup.object({
  JWT_SECRET: yup.string().min(32, 'must have at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: seconds(60, 86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: seconds(300, 365 * 86_400).default(30 * 86_400),
  ACTIVATION_TOKEN_TTL_SECONDS: seconds(300, 30 * 86_400).default(2 * 86_400),
  PASSWORD_RESET_TOKEN_TTL_SECONDS: seconds(300, 7 * 86_400).default(3600),
  ADMIN_EMAIL: yup.string().trim().email('must be an e-mail address'),
  ADMIN_PASSWORD: yup
    .string()
    .min(10, 'must have at least 10 characters')
    .test('admin-pair', 'must be set together with ADMIN_EMAIL', function (value) {
      return !this.parent.ADMIN_EMAIL || Boolean(value);
    }),
});

export function authConfigOf(env: yup.InferType<typeof authEnv>): AuthConfig {
  return {
    jwtSecret: emptyToUndefined(env.JWT_SECRET),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    activationTokenTtlSeconds: env.ACTIVATION_TOKEN_TTL_SECONDS,
    passwordResetTokenTtlSeconds: env.PASSWORD_RESET_TOKEN_TTL_SECONDS,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
  };
}
