import { data, type MiddlewareFunction } from 'react-router';
import type { BackOfficeRefusal } from '#application/back-office/staff-access.ts';
import type { FieldProblem } from '#domain/back-office/content-form.ts';
import { isStaff, mayStaff, type StaffAbility } from '#domain/back-office/staff-permissions.ts';
import type { DomainError } from '#domain/errors/domain-error.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { signedInOnly } from '../auth/route-access.server.ts';
import { sessionContext } from '../auth/session.server.ts';
import { pagePath } from '../page-path.ts';

/** The error page in the page's language (the root loader may not have run), with its status. */
export function refuse(request: Request, status: 400 | 403 | 404): never {
  const { locale } = splitLocalePath(pagePath(request));
  throw data({ locale }, { status });
}

/**
 * The back office is denied by default: its layout lets in signed-in staff only (a visitor is sent to sign
 * in), and every page adds the ability it needs. The use cases check again on every read and action.
 */
export const staffOnly: MiddlewareFunction<Response>[] = [
  signedInOnly,
  ({ request, context }) => {
    if (!isStaff(context.get(sessionContext))) refuse(request, 403);
  },
];

export function needs(ability: StaffAbility): MiddlewareFunction<Response> {
  return ({ request, context }) => {
    if (!mayStaff(context.get(sessionContext), ability)) refuse(request, 403);
  };
}

/** A refusal a page cannot show as a message becomes its HTTP status. */
export function throwRefusal(request: Request, refusal: BackOfficeRefusal): never {
  if (refusal.code === 'notFound') refuse(request, 404);
  if (refusal.code === 'unauthorized' || refusal.code === 'forbidden') refuse(request, 403);
  refuse(request, 400);
}

/** What an action answers the page: done, or refused with the reason staff can act on. */
export type ActionAnswer =
  | { status: 'done'; intent: string }
  | { status: 'refused'; intent: string; reason: string }
  | { status: 'invalid'; intent: string; fields: string[]; problems?: Record<string, FieldProblem> };

/** A form its schema refused, as the use case's own "invalid" refusal: the page names the same fields. */
export const refusedForm = (error: DomainError) =>
  ({ ok: false, error: { code: 'invalid', fields: error.fields.map((field) => field.path) } }) as const;

export function answerOf(
  request: Request,
  intent: string,
  result: { ok: true } | { ok: false; error: BackOfficeRefusal },
): ActionAnswer {
  if (result.ok) return { status: 'done', intent };
  const refusal = result.error;
  if (refusal.code === 'notAllowedNow') return { status: 'refused', intent, reason: refusal.reason };
  if (refusal.code === 'invalid')
    return {
      status: 'invalid',
      intent,
      fields: refusal.fields,
      ...(refusal.problems ? { problems: refusal.problems } : {}),
    };
  throwRefusal(request, refusal);
}
