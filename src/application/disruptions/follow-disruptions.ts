import { affectedLegs } from '#domain/disruptions/affected-legs.ts';
import { type SailingDisruption, sailingStatusOf } from '#domain/disruptions/disruption.ts';
import { brokenConnections } from '#domain/disruptions/protected-connections.ts';
import { legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { GetSailingStatus } from '../ferry/get-sailing-status.ts';
import type { ListDisruptions } from '../ferry/list-disruptions.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import { TRIP_MARKS } from './list-trip-disruptions.ts';
import { DISRUPTION_JOBS, type DisruptionNoticePayload } from './send-disruption-notice-job.ts';

const HOUR = 3_600_000;
/** Sailings with bookings this close are polled one by one (issue #26: the next 72 hours). */
const POLL_AHEAD_HOURS = 72;
/**
 * The feeds are read further ahead than the poll: a company may cancel a sailing weeks before it leaves (a
 * timetable change, staff acting for it), and its travellers are told at once, not three days before.
 */
const FEED_AHEAD_DAYS = 90;
/** A late sailing that left a few hours ago may still be told about. */
const BEHIND_HOURS = 6;
/**
 * Events no order recorded are kept 30 days after their sailing (the public page and the results need
 * today's and the coming days'; staff look back a few weeks on the desk), then forgotten (decision 0076).
 */
const UNRECORDED_RETENTION_DAYS = 30;

export interface FollowDisruptionsDeps {
  listDisruptions: ListDisruptions;
  sailingStatus: GetSailingStatus;
  disruptions: DisruptionRepository;
  /** The results' marks, invalidated when an event is recorded (`ListTripDisruptions`). */
  marks: ContentCache;
  ids: IdGenerator;
  clock: Clock;
}

export interface FollowOutcome {
  /** Events read from the feeds and the polled sailings. */
  read: number;
  /** Events recorded on orders now, each with its notices queued. */
  notified: number;
}

/**
 * Whether an event only repeats what the order was told about its sailing (decision 0106): a second
 * cancellation, or the delay it already has. A system may tell one change by several events (staff acting
 * twice, its own record and theirs); the traveller hears of it once.
 */
function repeatsTold(event: SailingDisruption, told: SailingDisruption[]): boolean {
  const sailing = told.filter(
    (each) => each.agentName === event.agentName && each.sailingId === event.sailingId,
  );
  if (event.kind === 'cancelled') return sailing.some((each) => each.kind === 'cancelled');
  if (event.kind !== 'delayed') return false;
  const status = sailingStatusOf(event.sailingId, sailing);
  return status.state === 'delayed' && status.delayMinutes === event.delayMinutes;
}

/**
 * The follower of disruptions (issue #26, decision 0069), run every minute where jobs run: reads every
 * upstream's feed for the sailings of the next 90 days and polls the status of each sailing with a
 * booking in the next 72 hours, keeps every event, and records each event once on each order it touches, with the lead
 * traveller's e-mail and text message in the outbox of the same transaction. Runs anywhere, any number of
 * times, concurrently: the record on the order is unique, so a traveller is told once per event.
 */
export class FollowDisruptions {
  readonly #deps: FollowDisruptionsDeps;
  constructor(deps: FollowDisruptionsDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<FollowOutcome> {
    const now = this.#deps.clock.now();
    const departingFrom = new Date(now.getTime() - BEHIND_HOURS * HOUR);
    const feed = await this.#deps.listDisruptions.execute({
      departingFrom,
      departingUntil: new Date(now.getTime() + FEED_AHEAD_DAYS * 24 * HOUR),
    });
    const fresh = await this.#record(feed.disruptions, now);
    let notified = 0;
    for (const event of fresh) {
      for (const order of await this.#deps.disruptions.ordersOnTrips(event.agentName, event.tripIds)) {
        notified += await this.#recordOn(order, event, now);
      }
    }
    const polled = await this.#poll(departingFrom, new Date(now.getTime() + POLL_AHEAD_HOURS * HOUR), now);
    await this.#deps.disruptions.forgetUnrecorded(
      new Date(now.getTime() - UNRECORDED_RETENTION_DAYS * 24 * HOUR),
    );
    return { read: feed.disruptions.length + polled.read, notified: notified + polled.notified };
  }

  /** Asks each sailing with a booking in the window where it stands, once per system and trip. */
  async #poll(from: Date, until: Date, now: Date): Promise<FollowOutcome> {
    const orders = await this.#deps.disruptions.ordersDeparting(from, until);
    const trips = new Map<string, { agentName: string; tripId: string }>();
    for (const leg of orders.flatMap((order) => order.legs)) {
      trips.set(`${leg.agentName} ${leg.booking.tripId}`, {
        agentName: leg.agentName,
        tripId: leg.booking.tripId,
      });
    }
    let read = 0;
    let notified = 0;
    for (const trip of trips.values()) {
      const status = await this.#deps.sailingStatus.execute(trip);
      if (!status.ok || status.value.disruptions.length === 0) continue;
      read += status.value.disruptions.length;
      await this.#record(status.value.disruptions, now);
      for (const event of status.value.disruptions) {
        for (const order of orders) notified += await this.#recordOn(order, event, now);
      }
    }
    return { read, notified };
  }

  /** Keeps the events; when any is new, the results' marks of every process are read afresh. */
  async #record(events: SailingDisruption[], now: Date): Promise<SailingDisruption[]> {
    const fresh = await this.#deps.disruptions.record(events, now);
    if (fresh.length > 0) await this.#deps.marks.invalidate(TRIP_MARKS);
    return fresh;
  }

  /**
   * Records the event on the order with its two notices, once; 1 when it was new. The legs whose connection
   * it breaks are recorded with it (protected connections), so the notice and the page offer them the same.
   */
  async #recordOn(order: Order, disruption: SailingDisruption, now: Date): Promise<number> {
    const legs = affectedLegs(order, disruption);
    if (legs.length === 0) return 0;
    const told = (await this.#deps.disruptions.ofOrder(order.id)).map((entry) => entry.disruption);
    if (repeatsTold(disruption, told)) return 0;
    const payload: DisruptionNoticePayload = {
      orderId: order.id,
      agentName: disruption.agentName,
      eventId: disruption.id,
    };
    const outbox: OutboxMessage[] = [DISRUPTION_JOBS.email, DISRUPTION_JOBS.sms].map((name) => ({
      id: this.#deps.ids.next(),
      name,
      payload,
      createdAt: now,
    }));
    const recorded = await this.#deps.disruptions.recordOnOrder({
      orderId: order.id,
      disruption,
      legs,
      connectionLegs: brokenConnections(
        order.legs.map((leg) => ({ ...leg.booking, valid: legStatus(leg) === 'valid' })),
        legs,
        disruption,
      ),
      at: now,
      outbox,
    });
    return recorded ? 1 : 0;
  }
}
