import { data, type MiddlewareFunction } from 'react-router';
import type { FieldProblem } from '#domain/back-office/content-form.ts';
import { isStaff, mayStaff, type StaffAbility } from '#domain/back-office/staff-permissions.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { refusalStatus } from '../../refusal-http.ts';
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

/** A refusal a page cannot show as a message becomes the error page of its status (from the one table). */
export function throwRefusal(request: Request, refusal: Refusal): never {
  const status = refusalStatus(refusal.code);
  refuse(request, status === 404 ? 404 : status === 401 || status === 403 ? 403 : 400);
}

/** What an action answers the page: done, or refused with the message key (and values) staff can act on. */
export type ActionAnswer =
  | { status: 'done'; intent: string }
  | { status: 'refused'; intent: string; refusal: Pick<Refusal, 'code' | 'values'> }
  | { status: 'invalid'; intent: string; fields: string[]; problems: Record<string, FieldProblem> };

export function answerOf(
  request: Request,
  intent: string,
  result: { ok: true } | { ok: false; error: Refusal },
): ActionAnswer {
  if (result.ok) return { status: 'done', intent };
  const { code, fields = [], values } = result.error;
  if (code === 'invalidForm') {
    const problems = Object.fromEntries(fields.map((field) => [field.path, field.key as FieldProblem]));
    return { status: 'invalid', intent, fields: fields.map((field) => field.path), problems };
  }
  if ([401, 403, 404].includes(refusalStatus(code))) throwRefusal(request, result.error);
  return { status: 'refused', intent, refusal: values ? { code, values } : { code } };
}
