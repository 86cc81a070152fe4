import type { Result } from '#domain/shared/result.ts';
import type { CancellationOutcome } from './upstream-booking.ts';

/** One leg of a confirmed booking, by its position in the booking's own legs. */
export interface CancelLegRequest {
  orderCode: string;
  legIndex: number;
  confirm: boolean;
}

/**
 * Cancelling one sailing of a booking and keeping the others (issue #25): the company's refund of that
 * leg alone, and with `confirm` its tickets cancelled and its places freed. Repeating a confirmed cancel
 * answers the same outcome; cancelling the last valid leg cancels the booking. `FerryInventory` extends it
 * with its own call options and error (type parameters, so this file does not import the port back).
 */
export interface FerryLegCancellation<Options, Failure> {
  cancelLeg(request: CancelLegRequest, options?: Options): Promise<Result<CancellationOutcome, Failure>>;
}
