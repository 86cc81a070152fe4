import { requestErrorOf, worded } from '#application/errors/refusal-wording.ts';
import type { ApiRefusal } from '#domain/errors/api-refusal.ts';
import type { Result } from '#domain/shared/result.ts';

/**
 * A domain rule answering as the API does: its refusal worded by the application (decision 0033), so the
 * rule's tests read the very messages clients get.
 */
export const wordedRule =
  <A extends unknown[], T>(rule: (...args: A) => Result<T, ApiRefusal>) =>
  (...args: A) =>
    worded(rule(...args));

/** The same for a rule that answers with a refusal or null. */
export const wordedCheck =
  <A extends unknown[]>(check: (...args: A) => ApiRefusal | null) =>
  (...args: A) => {
    const refusal = check(...args);
    return refusal && requestErrorOf(refusal);
  };
