import { REFUSAL_CODES } from '#domain/errors/refusal-codes.ts';
import { VALIDATION_MESSAGE_KEYS } from '#domain/errors/validation-message-keys.ts';

/** Every message key the domain can produce; the tests prove each has a translation in every locale. */
export const MESSAGE_KEYS = [...REFUSAL_CODES, ...VALIDATION_MESSAGE_KEYS] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export function isMessageKey(value: string): value is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(value);
}
