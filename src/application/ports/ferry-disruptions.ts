import type { DisruptionRequest, SailingDisruption, SailingStatus } from '#domain/disruptions/disruption.ts';
import type { Result } from '#domain/shared/result.ts';

/** Sailings departing between two instants: the window of a feed read. */
export interface DisruptionWindow {
  departingFrom: Date;
  departingUntil: Date;
}

/**
 * What an upstream ferry system tells about its sailings after selling them (issue #26, decision 0069):
 * the feed of disruption events, one sailing's status, and (for demonstrations and tests) an event staff cause.
 * `FerryInventory` extends it with its own call options and expected failures (`CallOptions`,
 * `InventoryError`), named here as parameters so that this file does not import the one extending it.
 */
export interface FerryDisruptions<CallOptions, InventoryError> {
  /** Every event known now about the sailings departing in the window, the same event with the same id. */
  disruptions(window: DisruptionWindow, options?: CallOptions): Promise<SailingDisruption[]>;
  /** Where the sailing of this trip stands, with its events. */
  sailingStatus(tripId: string, options?: CallOptions): Promise<Result<SailingStatus, InventoryError>>;
  /** Cancels or delays the sailing of this trip now; the event then is in the feed like any other. */
  causeDisruption(
    request: DisruptionRequest,
    options?: CallOptions,
  ): Promise<Result<SailingDisruption, InventoryError>>;
}
