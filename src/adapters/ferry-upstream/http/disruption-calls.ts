import type { DisruptionWindow, FerryDisruptions } from '#application/ports/ferry-disruptions.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import type { DisruptionRequest, SailingDisruption, SailingStatus } from '#domain/disruptions/disruption.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { DISRUPTION_ANSWERS } from '#domain/wire-contract/disruption-answers.ts';
import { parseRemoteTripId, remoteTripId, tripNotFound } from './remote-terms.ts';
import type { UpstreamCalls } from './upstream-calls.ts';

/** The remote's event in Kyma's terms: told by this system, its trips naming the remote agent. */
function inKymaTerms(event: SailingDisruption, agentName: string): SailingDisruption {
  return {
    ...event,
    id: remoteTripId(event.agentName, event.id),
    agentName,
    tripIds: event.tripIds.map((tripId) => remoteTripId(event.agentName, tripId)),
  };
}

/** The disruption calls of the booking/ contract: the feed, a sailing's status, a staff-caused event. */
export class DisruptionCalls implements FerryDisruptions<CallOptions, InventoryError> {
  readonly #calls: UpstreamCalls;
  readonly #agentName: string;
  constructor(calls: UpstreamCalls, agentName: string) {
    this.#calls = calls;
    this.#agentName = agentName;
  }

  async disruptions(window: DisruptionWindow, options?: CallOptions): Promise<SailingDisruption[]> {
    const answer = await this.#calls.query('/disruptions', DISRUPTION_ANSWERS.feed, options, {
      query: {
        departingFrom: window.departingFrom.toISOString(),
        departingUntil: window.departingUntil.toISOString(),
      },
    });
    return (answer.disruptions as SailingDisruption[]).map((event) => inKymaTerms(event, this.#agentName));
  }

  async sailingStatus(tripId: string, options?: CallOptions): Promise<Result<SailingStatus, InventoryError>> {
    const trip = parseRemoteTripId(tripId);
    if (!trip) return err(tripNotFound(tripId));
    const answer = await this.#calls.call(
      {
        method: 'GET',
        path: '/sailing-status',
        query: { agentName: trip.remoteAgent, tripId: trip.tripId },
        idempotent: true,
      },
      DISRUPTION_ANSWERS.status,
      options,
    );
    if (!answer.ok) return answer;
    const status = answer.value.status as SailingStatus;
    return ok({
      ...status,
      disruptions: status.disruptions.map((event) => inKymaTerms(event, this.#agentName)),
    });
  }

  async causeDisruption(
    request: DisruptionRequest,
    options?: CallOptions,
  ): Promise<Result<SailingDisruption, InventoryError>> {
    const trip = parseRemoteTripId(request.tripId);
    if (!trip) return err(tripNotFound(request.tripId));
    const answer = await this.#calls.call(
      {
        method: 'POST',
        path: '/disruptions',
        body: { ...request, tripId: trip.tripId, agentName: trip.remoteAgent },
        idempotent: false,
      },
      DISRUPTION_ANSWERS.caused,
      options,
    );
    return answer.ok
      ? ok(inKymaTerms(answer.value.disruption as SailingDisruption, this.#agentName))
      : answer;
  }
}
