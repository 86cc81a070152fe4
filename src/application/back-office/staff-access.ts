import type { Actor, Principal } from '#domain/auth/principal.ts';
import type { FieldProblem } from '#domain/back-office/content-form.ts';
import { mayStaff, type StaffAbility } from '#domain/back-office/staff-permissions.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * Why the back office refused: not signed in, not allowed, nothing there, or not in this state (the action is
 * valid but the record's state does not allow it, e.g. a refund of an order never paid).
 */
export type BackOfficeRefusal =
  | { code: 'unauthorized' }
  | { code: 'forbidden' }
  | { code: 'notFound' }
  | { code: 'notAllowedNow'; reason: string }
  | { code: 'invalid'; fields: string[]; problems?: Record<string, FieldProblem> };

export type BackOfficeResult<T> = Result<T, BackOfficeRefusal>;

/** Every back-office use case starts here: deny unless the caller holds the ability. */
export function staffWith(actor: Actor, ability: StaffAbility): BackOfficeResult<Principal> {
  if (!actor) return err({ code: 'unauthorized' });
  return mayStaff(actor, ability) ? ok(actor) : err({ code: 'forbidden' });
}

export const notAllowedNow = (reason: string): BackOfficeResult<never> =>
  err({ code: 'notAllowedNow', reason });
