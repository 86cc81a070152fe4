/** Unguessable opaque tokens (refresh tokens) and the one-way hash they are stored under. */
export interface SecretTokens {
  /** At least 256 bits of randomness, URL-safe. */
  create(): string;
  hash(token: string): string;
}
