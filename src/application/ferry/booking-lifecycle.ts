import type { Result } from '#domain/shared/result.ts';
import type { FerryInventory, InventoryError } from '../ports/ferry-inventory.ts';
import type { UpstreamBooking } from '../ports/upstream-booking.ts';
import type { FerryError, FerryNetwork } from './ferry-network.ts';

/**
 * Where a call about one sold booking goes: the system named by `agentName`, else every system is asked and
 * the one that knows the code answers (order, change and claim codes are unique across systems).
 */
export interface UpstreamRoute {
  agentName?: string;
  sessionId?: string;
}

/** Names one upstream booking by its order code. */
export interface BookingReference extends UpstreamRoute {
  orderCode: string;
}

/**
 * The network operations about one sold booking. Each takes what names the booking: its order code, or a
 * request that carries it (an insert, a cancellation). What only some systems do (a leg's cancellation, a change,
 * a claim) goes through `FerryNetwork.routeTo` with its capability.
 */
type BookingOperation =
  | 'retrieveBooking'
  | 'finalizeBooking'
  | 'failBooking'
  | 'insertBooking'
  | 'cancelBooking';

type Argument<K extends BookingOperation> = Parameters<FerryInventory[K]>[0];
type Answer<K extends BookingOperation> =
  Awaited<ReturnType<FerryInventory[K]>> extends Result<infer T, InventoryError> ? T : never;

export type BookingAnswer = Promise<Result<UpstreamBooking, FerryError>>;

/** The one way to reach a sold booking: `operation` with `argument` at the system that sold it. */
export function onBooking<K extends BookingOperation>(
  network: FerryNetwork,
  route: UpstreamRoute,
  operation: K,
  argument: Argument<K>,
): Promise<Result<Answer<K>, FerryError>> {
  return network.route(
    route.agentName,
    (upstream, options) => {
      // The operations differ in their argument; K ties each one's argument to its own method.
      const call = upstream[operation] as (
        argument: Argument<K>,
        options: unknown,
      ) => Promise<Result<Answer<K>, InventoryError>>;
      return call.call(upstream, argument, options);
    },
    { sessionId: route.sessionId },
  );
}
