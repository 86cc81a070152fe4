import type { DisruptionKind } from '#domain/disruptions/disruption.ts';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { RightsPanelView } from './rights-panel-view.ts';

/**
 * One leg a disruption touched, as the order page offers its choices (issue #26 points 3 and 4): the full
 * refund one click away, what was chosen, and the rights its facts give.
 */
export interface DisruptionLegView {
  legIndex: number;
  from: string;
  to: string;
  kind: DisruptionKind;
  /** Touched through its connection, the sailing before it disrupted (protected connections). */
  connection: boolean;
  /** The full refund on offer: the figure shown, and the cents the confirmation accepts. */
  refund: { amount: string; cents: number } | null;
  /** Another sailing of the route at no cost (decision 0082): the day the change page opens on. */
  rebook: { date: string } | null;
  /** The choice made for this leg: who made it (`traveller` or staff), worded by the page. */
  chosen: { choice: DisruptionChoice['choice']; byStaff: boolean } | null;
  /** The rights of a leg the company cancelled or put off itself; none for a broken connection. */
  rights: RightsPanelView | null;
}
