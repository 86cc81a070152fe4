import { choiceOpen, owesTheChoice } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { DisruptionRepository, OrderDisruption } from '../ports/disruption-repository.ts';

/**
 * A change Kyma waives for a disruption (decision 0082), with the company's own event it answers when the
 * leg's own sailing is the one cancelled or put off (decision 0094): the company is told that event's id so
 * it waives its terms too. A connection lost to another sailing's disruption names none: that company broke
 * nothing of its own, its terms stand (Kyma still waives what it quotes).
 */
export interface DisruptionWaiver {
  answersDisruption: string | null;
}

/** The company's event that disrupted the leg's own sailing, as its upstream told it. */
function ownEvent(recorded: readonly OrderDisruption[], legIndex: number): string | null {
  const event = recorded.find(({ disruption, legs }) => legs.includes(legIndex) && owesTheChoice(disruption));
  return event?.disruption.id ?? null;
}

/**
 * Whether a change is waived (decision 0082): only when it is asked for a disruption and the order really
 * has one recorded that leaves the leg its choice still to make, read from Kyma's record, never from the
 * asker's word. Null when not asked for one; a change asked for a disruption the order does not have is
 * refused (`noDisruptionChange`).
 */
export async function disruptionWaiver(
  disruptions: DisruptionRepository,
  input: { orderId: string; legIndex: number; forDisruption?: boolean },
): Promise<Result<DisruptionWaiver | null, Refusal>> {
  if (!input.forDisruption) return ok(null);
  const recorded = await disruptions.ofOrder(input.orderId);
  if (!choiceOpen(recorded, input.legIndex)) return err({ code: 'noDisruptionChange' });
  return ok({ answersDisruption: ownEvent(recorded, input.legIndex) });
}

/** The sailing change as the company is asked it: naming the company's own event it answers, if any. */
export function answeringDisruption<C extends { kind: string }>(
  change: C,
  waiver: DisruptionWaiver | null,
): C {
  const answersDisruption = waiver?.answersDisruption;
  return change.kind === 'sailing' && answersDisruption ? { ...change, answersDisruption } : change;
}
