import type { ClaimProgress, ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
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

/** A claim sent, with the steps the company has taken, like a refund's. */
export interface ClaimTrackView {
  id: string;
  company: string;
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
}
