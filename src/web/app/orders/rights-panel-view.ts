import type { CareLineReason } from '#domain/passenger-rights/care-claim.ts';
import type { ClaimKind, ClaimProgress, ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
import type { RightKind, WithholdingReason } from '#domain/passenger-rights/passenger-rights.ts';

/** The rights panel as the page draws it: every figure already written in the reader's language. */

export interface RightView {
  kind: RightKind;
  article: string;
  /** The placeholders of the right's explanation (`rightsPanel_<kind>`). */
  values: Record<string, string | number>;
}

interface WithheldRightView {
  kind: RightKind;
  reason: WithholdingReason;
  article: string;
}

/** The claim prefilled from the order, before it is sent. */
export interface ClaimDraftView {
  legIndex: number;
  disruptionKey: string;
  claimant: string;
  email: string;
  sailing: { from: string; to: string; company: string; date: string; time: string };
  tickets: string[];
  amount: string;
  percent: number;
}

/** The care form of a leg whose disruption gives care (decision 0089), with the caps it will apply. */
export interface CareFormView {
  legIndex: number;
  disruptionKey: string;
  company: string;
  /** The meals the wait gives, and their most for all the leg's passengers. */
  meals: number;
  mealsCap: string;
  /** The stay's caps, or why there is none (the weather). */
  stay: { nights: number; perNightCap: string } | { withheld: string };
}

/** One line of a care claim sent, worded: spent, the most it could be, claimed, and why. */
export interface CareLineView {
  kind: 'refreshments' | 'accommodation';
  asked: string;
  cap: string;
  granted: string;
  reason: CareLineReason;
  /** Meals counted for the wait, or nights counted of those stayed. */
  count: number;
}

/** A claim sent, with the steps the company has taken, like a refund's. */
export interface ClaimTrackView {
  id: string;
  kind: ClaimKind;
  company: string;
  /** What is claimed in all, and for a care claim each line explained. */
  amount: string;
  care: CareLineView[] | null;
  progress: ClaimProgress;
  steps: { step: ClaimStep; date: string; time: string }[];
}

export interface RightsPanelView {
  from: string;
  to: string;
  rights: RightView[];
  withheld: WithheldRightView[];
  draft: ClaimDraftView | null;
  claim: ClaimTrackView | null;
  /** The care form until a care claim is sent, then that claim followed. */
  careForm: CareFormView | null;
  careClaim: ClaimTrackView | null;
}
