import type { FormRefusal } from '#domain/errors/refusal.ts';
import type { Result } from '#domain/shared/result.ts';
import { isMessageKey } from '../../../support/message-keys.ts';

/** The failing fields of a validation as path → message key, checking that every message is a known key. */
export function fieldKeys(result: Result<unknown, FormRefusal>): Record<string, string> {
  if (result.ok) return {};
  const keys = Object.fromEntries(result.error.fields.map((f) => [f.path, f.key]));
  for (const key of Object.values(keys)) {
    if (!isMessageKey(key)) throw new Error(`Not a message key: ${key}`);
  }
  return keys;
}
