import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '#application/ports/password-hasher.ts';

/** argon2id with OWASP's recommended memory cost (19 MiB, 2 passes). */
export class Argon2PasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
