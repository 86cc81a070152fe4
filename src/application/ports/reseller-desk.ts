import type { Cents } from '#domain/money/cents.ts';
import type { LedgerReason } from '#domain/orders/timeline-cause.ts';
import type { AuditEntry } from './audit-log.ts';
import type { ResellerAccount } from './reseller-repository.ts';

/** A reseller as staff see it: the account and the user who books for it. */
export interface ResellerRow extends ResellerAccount {
  userEmail: string;
}

/** One line of a reseller's credit ledger: signed cents, positive uses credit, negative gives it back. */
export interface LedgerEntry {
  id: number;
  kind: string;
  amount: Cents;
  /** Coded when the ledger moved by itself (a booking); the reason staff typed, or an old row's text. */
  reason: LedgerReason | string;
  orderId: string | null;
  createdAt: string;
}

/** Staff's side of the resellers (issue #11 item 5); every write is audited in its own transaction. */
export interface ResellerDesk {
  list(): Promise<ResellerRow[]>;
  find(userId: number): Promise<ResellerRow | null>;
  /** Makes the user with this e-mail a reseller; `noUser` when nobody has it, `taken` when already one. */
  create(
    account: { userEmail: string; companyName: string; contactEmail: string; creditLimit: Cents },
    audit: (userId: number) => AuditEntry,
  ): Promise<{ created: number } | 'noUser' | 'taken'>;
  /** Refuses a limit below the credit already used. */
  update(
    userId: number,
    changes: { companyName: string; contactEmail: string; creditLimit: Cents; active: boolean },
    audit: AuditEntry,
  ): Promise<'updated' | 'belowUsed' | 'notFound'>;
  /**
   * Writes a top-up or manual adjustment to the ledger and moves the credit used with it, only while the
   * credit used stays between zero and the limit.
   */
  adjust(
    userId: number,
    entry: { kind: 'topUp' | 'adjustment'; amount: Cents; reason: string; at: Date },
    audit: AuditEntry,
  ): Promise<'done' | 'outOfRange' | 'notFound'>;
  /** The ledger between two instants, with the credit used at the start. */
  statement(userId: number, from: Date, to: Date): Promise<{ opening: Cents; entries: LedgerEntry[] }>;
}
