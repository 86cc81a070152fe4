import type {
  ClaimDraft,
  ClaimProgress,
  ClaimStepEntry,
  CompensationClaim,
} from '#domain/passenger-rights/compensation-claim.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** What the company answered about a claim, to record with the e-mails it causes. */
export interface ClaimAnswer {
  claimCode: string;
  progress: ClaimProgress;
  steps: ClaimStepEntry[];
}

/** Kyma's compensation claims (decision 0070), one per order leg and disruption. */
export interface CompensationClaimRepository {
  /** Records a new claim, `pending`; one already recorded for its order, leg and disruption is answered instead. */
  open(claim: { id: string; orderId: string; draft: ClaimDraft; at: Date }): Promise<CompensationClaim>;
  find(id: string): Promise<CompensationClaim | null>;
  listOfOrder(orderId: string): Promise<CompensationClaim[]>;
  /**
   * Claims not yet paid or refused, those a sweep took longest ago (or never) first; taking them marks them
   * taken now, so a batch smaller than the open claims goes round them all.
   */
  listOpen(limit: number): Promise<CompensationClaim[]>;
  /**
   * Records the company's answer and its e-mails in one transaction, only if no other run recorded those
   * steps first (compare on the steps already known): of two runs at once one records and tells. Says whether it did.
   */
  record(
    id: string,
    knownSteps: number,
    answer: ClaimAnswer,
    at: Date,
    outbox: OutboxMessage[],
  ): Promise<boolean>;
}
