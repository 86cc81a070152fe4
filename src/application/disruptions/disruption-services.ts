import type { DisruptSailing } from './disrupt-sailing.ts';
import type { ListOrderDisruptions } from './list-order-disruptions.ts';
import type { ListPublicDisruptions } from './list-public-disruptions.ts';
import type { ListTripDisruptions } from './list-trip-disruptions.ts';

/** The disruption use cases the web layer gets (`AppServices['disruptions']`, issue #26). */
export interface DisruptionServices {
  listPublicDisruptions: ListPublicDisruptions;
  listOrderDisruptions: ListOrderDisruptions;
  /** The results' marks on sailings with a known disruption. */
  listTripDisruptions: ListTripDisruptions;
  /** Staff: cancel or delay the sailing of an order's leg (the back office's order page). */
  disruptSailing: DisruptSailing;
}
