import { refusal } from '#domain/errors/refusal.ts';
import { err, ok } from '#domain/shared/result.ts';
import { careExpensesOf, careExpensesSchema } from '#domain/validation/care-expenses-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

/** The fields the disruptions desk's forms post. */
export const DESK_FIELDS = [
  'intent',
  'orderId',
  'legIndex',
  'claimId',
  'disruptionKey',
  'meals',
  'nights',
  'perNight',
] as const;

type DeskForm = Partial<Record<(typeof DESK_FIELDS)[number], string>>;

/** The care claim staff file for the traveller, or its fields at fault (decision 0089). */
function careAction(form: DeskForm, legIndex: number) {
  const { meals, nights, perNight } = form;
  const valid = validateWith(careExpensesSchema, { meals, nights, perNight }, 'invalidForm');
  if (!valid.ok) return valid;
  const disruptionKey = String(form.disruptionKey ?? '').slice(0, 200);
  return ok({ kind: 'careClaim', legIndex, disruptionKey, care: careExpensesOf(valid.value) } as const);
}

/** The desk's form as the action staff ask for the traveller (issue #26 point 6), or why it is none. */
export function deskAction(form: DeskForm) {
  const intent = String(form.intent ?? '');
  const legIndex = Number(form.legIndex);
  const leg = Number.isInteger(legIndex) && legIndex >= 0 && legIndex < 10;
  if (intent === 'disruptionRefund' && leg) return ok({ kind: 'refund', legIndex } as const);
  if (intent === 'advanceClaim' && form.claimId)
    return ok({ kind: 'advanceClaim', claimId: String(form.claimId).slice(0, 64) } as const);
  if (intent === 'careClaim' && leg) return careAction(form, legIndex);
  return err(refusal('invalidForm', [{ path: 'intent', key: 'invalid' }]));
}
