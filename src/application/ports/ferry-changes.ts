import type { Assistance } from '#domain/booking/assistance.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Result } from '#domain/shared/result.ts';
import type {
  PassengerRequest,
  PetRequest,
  TrailerRequest,
  VehicleRequest,
} from './ferry-booking-requests.ts';
import type { BookedLeg, Ticket, UpstreamBooking } from './upstream-booking.ts';

/** What a traveller may correct about a passenger once the tickets are issued. */
type PassengerCorrection = Partial<
  Pick<PassengerRequest, 'name' | 'surname' | 'documentId' | 'nationality' | 'birthDate'>
>;

/** A trailer for a vehicle already on the leg (`vehicleIndex` in the leg's vehicles). */
interface AddedTrailer extends TrailerRequest {
  vehicleIndex: number;
}

/** One change to one leg of a confirmed booking, as the company is asked to quote and apply it. */
export type ChangeRequest = { orderCode: string; legIndex: number } & (
  | { kind: 'correction'; passengerIndex: number; correction: PassengerCorrection }
  | {
      kind: 'sailing';
      tripId: string;
      /**
       * Each passenger's assistance request as booked, in the leg's order (an empty one for none): the company
       * forwards it with the new sailing, whichever of its companies sails it (decision 0091). Absent, the
       * company keeps what the leg had.
       */
      assistance?: Assistance[];
      /**
       * The id of the company's own event (as its feed of disruptions tells it) that this change answers: the
       * sailing was cancelled or put off by more than 90 minutes, so the company waives its closing hours, its
       * refusal of sailing changes, its fee and the fare difference (decision 0094). A company checks the
       * event against its own feed; one it does not show leaves the change to its usual terms.
       */
      answersDisruption?: string;
    }
  | { kind: 'addition'; vehicles: VehicleRequest[]; trailers: AddedTrailer[]; pets: PetRequest[] }
);
export type ChangeKind = ChangeRequest['kind'];

/** What a change costs, nothing hidden: the new leg's fare less the old one's, and the company's fee. */
export interface ChangeQuote {
  /** The system that quoted it, as on its bookings. */
  agentName: string;
  kind: ChangeKind;
  legIndex: number;
  /** Negative when the new leg costs less: money back. */
  fareDifference: number;
  fee: Cents;
  /** `fareDifference + fee`: what the traveller pays, or gets back when negative. */
  total: number;
  /** The leg as it will be once the change is applied. */
  leg: BookedLeg;
}

export type ChangeStatus = 'held' | 'confirmed' | 'released' | 'expired';

/** A change the company keeps: its quote, and the new places held for it until `expiresAt`. */
export interface HeldChange {
  changeCode: string;
  orderCode: string;
  status: ChangeStatus;
  expiresAt: string;
  quote: ChangeQuote;
}

export interface AppliedChange {
  change: HeldChange;
  /** The booking with the changed leg and its new tickets. */
  booking: UpstreamBooking;
  /** The leg's tickets before the change, now void at the company. */
  voidedTickets: Ticket[];
}

/**
 * Changes to a confirmed booking, by each company's rules (issue #25 point 9): a passenger correction, another
 * sailing of the same route, an addition (vehicle, trailer, pet). A company that refuses says why as an
 * `InventoryError` (`changeTooLate`, `changeSameCompanyOnly`, `changeNotOffered`).
 *
 * `FerryInventory` extends it with its own `CallOptions` and `InventoryError`; they come in as parameters
 * so that this file need not import the one that imports it.
 */
export interface FerryChanges<CallOptions, InventoryError> {
  /** What the change would cost; nothing is held. */
  quoteChange(request: ChangeRequest, options?: CallOptions): Promise<Result<ChangeQuote, InventoryError>>;
  /** Holds what the change needs (the new places) at the quoted price until `expiresAt`. */
  holdChange(request: ChangeRequest, options?: CallOptions): Promise<Result<HeldChange, InventoryError>>;
  /**
   * Applies a held change: the leg's new tickets are issued and its old ones voided, the old places freed,
   * in one step. Repeating it answers the same change; a lapsed hold fails with `bookingExpired`.
   */
  confirmChange(changeCode: string, options?: CallOptions): Promise<Result<AppliedChange, InventoryError>>;
  /** Gives the held places back; the booking stays as it was. Repeating it is harmless. */
  releaseChange(changeCode: string, options?: CallOptions): Promise<Result<HeldChange, InventoryError>>;
}
