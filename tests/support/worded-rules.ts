import type { FieldError, Refusal } from '#domain/errors/refusal.ts';
import { err, type Result } from '#domain/shared/result.ts';

/**
 * A refusal in one line a test can compare: its code, then each field at fault as `path key`, with the
 * message's values when it has any (`take numberOutOfRange {"min":1,"max":100}`).
 */
function said(refusal: Refusal): { code: Refusal['code']; message: string } {
  const fields = (refusal.fields ?? []).map(fieldSaid);
  const values = refusal.values ? ` ${JSON.stringify(refusal.values)}` : '';
  return { code: refusal.code, message: fields.length > 0 ? fields.join('; ') : `${refusal.code}${values}` };
}

/** A field at fault as `path key`, with its message's values when it has any. */
export const fieldSaid = (field: FieldError) =>
  `${field.path} ${field.key}${field.values ? ` ${JSON.stringify(field.values)}` : ''}`;

/** A domain rule whose refusal is read as `said` reads it. */
export const wordedRule =
  <A extends unknown[], T>(rule: (...args: A) => Result<T, Refusal>) =>
  (...args: A) => {
    const result = rule(...args);
    return result.ok ? result : err(said(result.error));
  };
