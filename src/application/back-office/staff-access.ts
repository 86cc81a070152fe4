import type { Actor, Principal } from '#domain/auth/principal.ts';
import type { FieldProblem } from '#domain/back-office/content-form.ts';
import { mayStaff, type StaffAbility } from '#domain/back-office/staff-permissions.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** What a back-office use case answers: its value, or the one refusal (decision 0052). */
export type BackOfficeResult<T> = Result<T, Refusal>;

/** Every back-office use case starts here: deny unless the caller holds the ability. */
export function staffWith(actor: Actor, ability: StaffAbility): BackOfficeResult<Principal> {
  if (!actor) return err({ code: 'signInRequired' });
  return mayStaff(actor, ability) ? ok(actor) : err({ code: 'staffOnly' });
}

/** A form refused field by field, each with what was wrong with it (`invalid` when nothing more is known). */
export const invalidFields = (
  fields: string[],
  problems: Partial<Record<string, FieldProblem>> = {},
): BackOfficeResult<never> =>
  err({ code: 'invalidForm', fields: fields.map((path) => ({ path, key: problems[path] ?? 'invalid' })) });
