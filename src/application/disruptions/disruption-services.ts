import type { ActForTraveller } from './act-for-traveller.ts';
import type { ClaimDisruptionCompensation } from './claim-disruption-compensation.ts';
import type { DisruptSailing } from './disrupt-sailing.ts';
import type { ListOrderDisruptions } from './list-order-disruptions.ts';
import type { ListPublicDisruptions } from './list-public-disruptions.ts';
import type { ListTripDisruptions } from './list-trip-disruptions.ts';
import type { ReadDisruptionDesk } from './read-disruption-desk.ts';
import type { TakeDisruptionRefund } from './take-disruption-refund.ts';

/** The disruption use cases the web layer gets (`AppServices['disruptions']`, issue #26). */
export interface DisruptionServices {
  listPublicDisruptions: ListPublicDisruptions;
  listOrderDisruptions: ListOrderDisruptions;
  /** The results' marks on sailings with a known disruption. */
  listTripDisruptions: ListTripDisruptions;
  /** Staff: cancel or delay the sailing of an order's leg (the back office's order page). */
  disruptSailing: DisruptSailing;
  /** The traveller's one-click full refund of a disrupted leg, and their compensation claim (0076). */
  takeDisruptionRefund: TakeDisruptionRefund;
  claimDisruptionCompensation: ClaimDisruptionCompensation;
  /** Staff: the disruptions desk, and acting there for a traveller. */
  readDisruptionDesk: ReadDisruptionDesk;
  actForTraveller: ActForTraveller;
}
