import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type { CancelLegRequest } from '#application/ports/ferry-leg-cancellation.ts';
import type { CancellationOutcome } from '#application/ports/upstream-booking.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { inKymaTerms } from './remote-terms.ts';
import type { UpstreamCalls } from './upstream-calls.ts';

/** `/cancel-leg` of the remote booking API: sent once, like every call that changes a booking. */
export async function cancelLegOverHttp(
  calls: UpstreamCalls,
  agentName: string,
  request: CancelLegRequest,
  options?: CallOptions,
): Promise<Result<CancellationOutcome, InventoryError>> {
  const answer = await calls.call(
    { method: 'POST', path: '/cancel-leg', body: request, idempotent: false },
    FERRY_ANSWERS.cancellation,
    options,
  );
  return answer.ok ? ok({ ...answer.value, booking: inKymaTerms(answer.value.booking, agentName) }) : answer;
}
