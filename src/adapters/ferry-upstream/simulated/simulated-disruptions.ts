import type { Clock } from '#application/ports/clock.ts';
import type { DisruptionWindow, FerryDisruptions } from '#application/ports/ferry-disruptions.ts';
import type { CallOptions, InventoryError } from '#application/ports/ferry-inventory.ts';
import {
  type DisruptionRequest,
  type SailingDisruption,
  type SailingStatus,
  sailingStatusOf,
} from '#domain/disruptions/disruption.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Line } from '../catalogue/lines.ts';
import type { CausedDisruptions, CausedEvent } from '../network/caused-disruptions.ts';
import {
  delayed,
  generatedDisruption,
  type RunDisruption,
  runFacts,
  runsDeparting,
} from '../network/disruption-generator.ts';
import { type Run, runById, segmentById } from '../network/timetable.ts';
import { tripNotFound } from './booking-answers.ts';

export interface SimulatedDisruptionsDeps {
  agentName: string;
  lines: Line[];
  caused: CausedDisruptions;
  clock: Clock;
}

function causedDisruption(run: Run, event: CausedEvent): RunDisruption {
  const facts = runFacts(run);
  const base = { ...facts, id: event.id, occurredAt: event.occurredAt.toISOString() };
  return event.kind === 'delayed'
    ? { ...base, kind: 'delayed', ...delayed(run, event.delayMinutes ?? 0) }
    : { ...base, kind: 'cancelled' };
}

/**
 * The event already told that a request repeats (decision 0106): cancelling a cancelled sailing, or delaying
 * it by the delay it already has, changes nothing, so the company answers with what it told before.
 */
function repeatedEvent(request: DisruptionRequest, status: SailingStatus): SailingDisruption | undefined {
  if (request.kind === 'cancelled') return status.disruptions.find((event) => event.kind === 'cancelled');
  if (status.state !== 'delayed' || status.delayMinutes !== request.delayMinutes) return undefined;
  return status.disruptions.findLast((event) => event.kind === 'delayed');
}

/** The feed of one simulated system: the generated events of its sailings and the ones staff caused. */
export class SimulatedDisruptions implements FerryDisruptions<CallOptions, InventoryError> {
  readonly #deps: SimulatedDisruptionsDeps;
  readonly #lineIds: Set<string>;
  constructor(deps: SimulatedDisruptionsDeps) {
    this.#deps = deps;
    this.#lineIds = new Set(deps.lines.map((line) => line.id));
  }

  async disruptions(window: DisruptionWindow): Promise<SailingDisruption[]> {
    const now = this.#deps.clock.now();
    const from = window.departingFrom.getTime();
    const until = window.departingUntil.getTime();
    const generated = runsDeparting(this.#deps.lines, from, until).flatMap(
      (run) => generatedDisruption(run) ?? [],
    );
    const caused = (
      await this.#deps.caused.departing(window.departingFrom, window.departingUntil, now)
    ).flatMap((event) => {
      const run = this.#ownRun(event.sailingId);
      return run ? [causedDisruption(run, event)] : [];
    });
    return [...generated, ...caused]
      .filter((event) => event.occurredAt <= now.toISOString())
      .map((event) => this.#told(event));
  }

  async sailingStatus(tripId: string): Promise<Result<SailingStatus, InventoryError>> {
    const run = this.#runOfTrip(tripId);
    return run ? ok(await this.#statusOf(run)) : err(tripNotFound(tripId));
  }

  /** Of these voyages, those the company has cancelled by now (generated or caused): none is sold (0106). */
  async cancelled(runs: Run[]): Promise<Set<string>> {
    const now = this.#deps.clock.now();
    const generated = runs.filter((run) => {
      const event = generatedDisruption(run);
      return event?.kind === 'cancelled' && event.occurredAt <= now.toISOString();
    });
    const caused = await this.#deps.caused.cancelledAmong(
      runs.map((run) => run.sailingId),
      now,
    );
    return new Set([...generated.map((run) => run.sailingId), ...caused]);
  }

  async causeDisruption(request: DisruptionRequest): Promise<Result<SailingDisruption, InventoryError>> {
    const run = this.#runOfTrip(request.tripId);
    if (!run) return err(tripNotFound(request.tripId));
    const now = this.#deps.clock.now();
    if (run.arrivals[run.stops.length - 1]! <= now.getTime()) {
      return err({
        code: 'invalidRequest',
        message: `sailing ${run.sailingId} has already arrived`,
        path: 'tripId',
      });
    }
    const told = repeatedEvent(request, await this.#statusOf(run));
    if (told) return ok(told);
    const event = await this.#deps.caused.add({
      sailingId: run.sailingId,
      kind: request.kind,
      delayMinutes: request.kind === 'delayed' ? request.delayMinutes : null,
      departure: new Date(run.departures[0]!),
      occurredAt: now,
    });
    return ok(this.#told(causedDisruption(run, event)));
  }

  /** Where the voyage stands after the events known by now, generated and caused. */
  async #statusOf(run: Run): Promise<SailingStatus> {
    const now = this.#deps.clock.now().toISOString();
    const generated = generatedDisruption(run);
    const caused = (await this.#deps.caused.ofSailing(run.sailingId)).map((event) =>
      causedDisruption(run, event),
    );
    const known = [...(generated ? [generated] : []), ...caused].filter((event) => event.occurredAt <= now);
    return sailingStatusOf(
      run.sailingId,
      known.map((event) => this.#told(event)),
    );
  }

  #told(event: RunDisruption): SailingDisruption {
    return { ...event, agentName: this.#deps.agentName };
  }

  #ownRun(sailingId: string): Run | undefined {
    const run = runById(sailingId);
    return run && this.#lineIds.has(run.line.id) ? run : undefined;
  }

  #runOfTrip(tripId: string): Run | undefined {
    const run = segmentById(tripId)?.run;
    return run && this.#lineIds.has(run.line.id) ? run : undefined;
  }
}
