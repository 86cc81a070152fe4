import { array, boolean, object } from 'yup';
import { ORDER_CHANGE_STATUSES, type OrderChange } from '../orders/order-change.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import { chargeLine, lineAnswer } from './order-answers.ts';
import { text, whole } from './wire-fields.ts';

/** One change to a sold leg as the booking API shows it (decision 0068). */
const changeSchema = object({
  id: text(),
  legIndex: whole(),
  kind: text().oneOf(['correction', 'sailing', 'addition'] as const),
  status: text().oneOf(ORDER_CHANGE_STATUSES),
  /** Until when the company holds it; past it, the change expires. */
  expiresAt: text(),
  fareDifference: whole(),
  fee: whole().min(0),
  /** What is paid (positive) or given back (negative); the lines add up to it. */
  total: whole(),
  lines: array().of(chargeLine).defined(),
  /** Made for a disruption of the leg: waived, the traveller pays nothing and no line is added (decision 0082). */
  forDisruption: boolean().strict().defined(),
  /** Where to start paying it, when it costs something and is still held; null otherwise. */
  payment: object({ path: text() }).nullable().defined(),
});

export const ORDER_CHANGE_ANSWERS = { change: object({ change: changeSchema.defined() }) } as const;

/** A change as the API answers it, its lines worded by `describeLines` in the order's language. */
export function orderChangeAnswer(
  reference: string,
  change: OrderChange,
  describeLines: (lines: ChargeLine[]) => { description: string; detail: string | null }[],
) {
  const words = describeLines(change.chargeLines);
  const payable = change.status === 'held' && change.total > 0;
  return {
    change: {
      id: change.id,
      legIndex: change.legIndex,
      kind: change.kind,
      status: change.status,
      expiresAt: change.expiresAt,
      fareDifference: change.fareDifference,
      fee: change.fee,
      total: change.total,
      lines: change.chargeLines.map((line, position) => lineAnswer(line, words[position]!)),
      forDisruption: change.forDisruption ?? false,
      payment: payable ? { path: `/booking/orders/${reference}/changes/${change.id}/payment` } : null,
    },
  };
}
