import type { UseCaseTree } from '../use-case-registry.ts';
import { ActForTraveller } from './act-for-traveller.ts';
import { ClaimDisruptionCompensation } from './claim-disruption-compensation.ts';
import { DisruptSailing } from './disrupt-sailing.ts';
import { ListOrderDisruptions } from './list-order-disruptions.ts';
import { ListPublicDisruptions } from './list-public-disruptions.ts';
import { ListTripDisruptions } from './list-trip-disruptions.ts';
import { ReadDisruptionDesk } from './read-disruption-desk.ts';
import { TakeDisruptionRefund } from './take-disruption-refund.ts';

/** The disruption use cases the web layer gets (`AppServices['disruptions']`, issue #26). */
export const DISRUPTION_USE_CASES = {
  listPublicDisruptions: ListPublicDisruptions,
  listOrderDisruptions: ListOrderDisruptions,
  /** The results' marks on sailings with a known disruption. */
  listTripDisruptions: ListTripDisruptions,
  /** Staff: cancel or delay the sailing of an order's leg (the back office's order page). */
  disruptSailing: DisruptSailing,
  /** The traveller's one-click full refund of a disrupted leg, and their compensation claim (0076). */
  takeDisruptionRefund: TakeDisruptionRefund,
  claimDisruptionCompensation: ClaimDisruptionCompensation,
  /** Staff: the disruptions desk, and acting there for a traveller. */
  readDisruptionDesk: ReadDisruptionDesk,
  actForTraveller: ActForTraveller,
} satisfies UseCaseTree;
