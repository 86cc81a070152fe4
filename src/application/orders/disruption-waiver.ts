import { choiceOpen } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';

/**
 * Whether a change is waived (decision 0082): only when it is asked for a disruption and the order really
 * has one recorded that leaves the leg its choice still to make, read from Kyma's record, never from the
 * asker's word. A change asked for a disruption the order does not have is refused (`noDisruptionChange`).
 */
export async function disruptionWaiver(
  disruptions: DisruptionRepository,
  input: { orderId: string; legIndex: number; forDisruption?: boolean },
): Promise<Result<boolean, Refusal>> {
  if (!input.forDisruption) return ok(false);
  const recorded = await disruptions.ofOrder(input.orderId);
  return choiceOpen(recorded, input.legIndex) ? ok(true) : err({ code: 'noDisruptionChange' });
}
