import type { ContentKindName } from '#domain/back-office/content-kinds.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** One staff action: who did what to which record, and how it looked before and after (issue #11 item 1). */
export interface AuditEntry {
  at: Date;
  actorId: number;
  actorEmail: string;
  /** A stable name such as `order.resendEmail`, `order.refund`, `chat.answer`, `job.retry`, `user.roles`. */
  action: string;
  /** A kind of content (`offers`, `menus`, …) for content edits. */
  subjectType: 'order' | 'chat' | 'job' | 'user' | 'coupon' | 'reseller' | ContentKindName;
  subjectId: string;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: Array<AuditEntry & { id: number }>;
  total: number;
}

export interface AuditLog {
  /** Writes the entry and the jobs the action queues in one transaction: no job without its entry. */
  record(entry: AuditEntry, outbox: OutboxMessage[]): Promise<void>;
  list(query: {
    subjectType?: string;
    subjectId?: string;
    limit: number;
    offset: number;
  }): Promise<AuditPage>;
}
