import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '#application/ports/secret-tokens.ts';

export const nodeSecretTokens: SecretTokens = {
  create: () => randomBytes(32).toString('base64url'),
  hash: (token) => createHash('sha256').update(token).digest('hex'),
};
